import { randomInt } from 'node:crypto';
import { checkResponse } from './openapi-check';

/** The running local stack of this test run (see test/setup/global-stack.ts). */
export function stackUrl(pathname = ''): string {
  const base = process.env.STACK_URL;
  if (!base) throw new Error('STACK_URL is not set: run through vitest with the stack setup (npm test).');
  return `${base}${pathname}`;
}

/**
 * fetch against the stack whose answer is checked against the OpenAPI document (its route, status
 * and body schema) before the test sees it; use it for every API request a test makes.
 */
export async function checkedFetch(pathname: string, init: RequestInit = {}): Promise<Response> {
  const url = stackUrl(pathname);
  const response = await fetch(url, init);
  await checkResponse(init.method ?? 'GET', url, response);
  return response;
}

export async function getJson<T = unknown>(pathname: string): Promise<{ status: number; body: T }> {
  const response = await checkedFetch(pathname);
  return { status: response.status, body: (await response.json()) as T };
}

export async function postJson<T = unknown>(pathname: string, payload: unknown): Promise<{ status: number; body: T }> {
  const response = await checkedFetch(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const issuedViewers = new Set<string>();

/**
 * Headers that make a request come from its own viewer, as CloudFront would say it
 * (CloudFront-Viewer-Address, "address:port"); the test stack's gateway keeps this header, so
 * per-address limits of one test never meet another's. Without an address, each call gives a
 * fresh random one in 10.0.0.0/8 (never the same twice in one test file; 16.7 million to draw
 * from, so files running side by side practically never share one).
 */
export function viewerHeaders(address?: string): { 'cloudfront-viewer-address': string } {
  let viewer = address;
  while (!viewer || (!address && issuedViewers.has(viewer))) {
    const n = randomInt(1, 0xffffff);
    viewer = `10.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`;
  }
  issuedViewers.add(viewer);
  return { 'cloudfront-viewer-address': `${viewer}:443` };
}

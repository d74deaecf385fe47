import type { ErrorBody as ErrorAnswer } from '@tender/shared/schemas/common';
import { checkedFetch, viewerHeaders } from './stack-url';

// The one way the API tests send a request: a token and a viewer of their own, every answer
// checked against the OpenAPI document by checkedFetch, redirects answered, not followed.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Answer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** The error shape's fields a test reads, also beside a success type (`call<Changed & ErrorBody>`). */
export type ErrorBody = Omit<ErrorAnswer, 'error'>;

export type CallOptions = {
  token?: string;
  body?: unknown;
  /** A viewer address; by default every call comes from a fresh one. */
  viewer?: string;
};

/** A fresh viewer address ("a.b.c.d") for tests that send several requests as one visitor. */
export function newViewer(): string {
  return viewerHeaders()['cloudfront-viewer-address'].replace(/:443$/, '');
}

/** A request to /api/v1, with a token and a JSON body if given. */
export async function call<T = Record<string, unknown>>(
  method: Method,
  pathname: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...viewerHeaders(options.viewer) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await checkedFetch(`/api/v1${pathname}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

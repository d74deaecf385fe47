import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpAnswer = APIGatewayProxyStructuredResultV2 & { statusCode: number };

const noStore = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
const jsonHeaders = { 'content-type': 'application/json; charset=utf-8', ...noStore };

export function json(body: unknown, statusCode = 200): HttpAnswer {
  return { statusCode, headers: jsonHeaders, body: JSON.stringify(body) };
}

/** JSON that is the same for every caller and may be a little stale: browsers and shared caches keep it a while. */
export function publicJson(body: unknown, maxAgeSeconds: number): HttpAnswer {
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': `public, max-age=${maxAgeSeconds}`,
      'x-content-type-options': 'nosniff',
    },
    body: JSON.stringify(body),
  };
}

export function redirect(location: string): HttpAnswer {
  return { statusCode: 302, headers: { location, ...noStore } };
}

export function noContent(): HttpAnswer {
  return { statusCode: 204, headers: { ...noStore } };
}

export function isHttpAnswer(value: unknown): value is HttpAnswer {
  return typeof value === 'object' && value !== null && 'statusCode' in value && typeof value.statusCode === 'number';
}

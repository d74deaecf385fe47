import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * CloudFront adds this header (its value a generated secret) to every request it sends to the API;
 * CDK gives the functions the same value as ORIGIN_VERIFY. A request without it did not come
 * through the distribution (its WAF, its headers): it reached execute-api directly.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** True when no value is configured (the local gateway), or the request carries the configured value. */
export function cameThroughOrigin(event: APIGatewayProxyEventV2, expected: string | undefined): boolean {
  if (!expected) return true;
  const given = event.headers?.[ORIGIN_VERIFY_HEADER];
  if (!given) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

import { timingSafeEqual } from 'node:crypto';

/**
 * CloudFront adds this header (its value the OriginVerifySecret) to every request it sends to the
 * API. API Gateway's Lambda authorizer (functions/handlers/edge/verify-origin.ts) refuses a request
 * without the right value before any route function runs: such a request did not come through the
 * distribution (its WAF, its headers) but reached the API's own domain directly.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** True when the header's value is the secret, compared in constant time (a timing leaks no prefix). */
export function isOriginSecret(given: string | undefined, expected: string): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // timingSafeEqual needs equal lengths; the length alone says nothing about the value.
  return a.length === b.length && timingSafeEqual(a, b);
}

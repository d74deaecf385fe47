import type { IncomingMessage } from 'node:http';
import { isOriginSecret, ORIGIN_VERIFY_HEADER } from '../../functions/platform/http/origin-verify';

/**
 * What API Gateway answers before any function runs (infra/lib/constructs/origin-authorizer.ts):
 * 401 when the authorizer's identity source (the x-origin-verify header) is missing, 403 when the
 * authorizer says no to its value, undefined when the request came through CloudFront.
 */
export function originRefusal(request: IncomingMessage, expected: string): 401 | 403 | undefined {
  const given = request.headers[ORIGIN_VERIFY_HEADER];
  // API Gateway takes an empty identity source for a missing one.
  if (given === undefined || given === '' || Array.isArray(given)) return 401;
  return isOriginSecret(given, expected) ? undefined : 403;
}

/** CloudFront's custom origin header: set on every API request, replacing any the viewer sent. */
export function addOriginHeader(request: IncomingMessage, value: string): void {
  request.headers[ORIGIN_VERIFY_HEADER] = value;
}

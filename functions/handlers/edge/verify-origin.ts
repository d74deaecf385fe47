import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { isOriginSecret, ORIGIN_VERIFY_HEADER } from '../../platform/http/origin-verify';
import { logger, setLogContext } from '../../platform/logger';
import { getOriginVerifySecret } from '../../platform/secrets';

// Not an HTTP route: API Gateway's REQUEST authorizer on every route of the HTTP API
// (infra/lib/constructs/origin-authorizer.ts). A request without the header never gets here (its
// identity source is missing: API Gateway answers 401 by itself); a wrong value gets 403, and
// API Gateway keeps either answer for that header value for the authorizer's cache lifetime.

let coldStart = true;

export const handler = async (
  event: APIGatewayRequestAuthorizerEventV2,
  context?: { awsRequestId?: string },
): Promise<APIGatewaySimpleAuthorizerResult> => {
  setLogContext({ handler: 'edge/verify-origin', lambdaRequestId: context?.awsRequestId, coldStart });
  coldStart = false;
  // A secret that cannot be read throws (logged by Lambda): API Gateway answers 500, nothing passes.
  const isAuthorized = isOriginSecret(event.headers?.[ORIGIN_VERIFY_HEADER], await getOriginVerifySecret());
  if (!isAuthorized) {
    // The caller's address only: never the header's value.
    logger.warn('origin refused: a request reached the API without coming through CloudFront', {
      sourceIp: event.requestContext?.http?.sourceIp,
      routeKey: event.routeKey,
    });
  }
  return { isAuthorized };
};

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ConsentSource } from '../../domain/account-data/consent';

/** Where a request that gives consent came from: the viewer's address and its user agent. */
export function consentSourceOf(request: { viewer: string; event: APIGatewayProxyEventV2 }): ConsentSource {
  const userAgent = request.event.requestContext?.http?.userAgent ?? request.event.headers?.['user-agent'];
  return { ip: request.viewer, userAgent: userAgent || null };
}

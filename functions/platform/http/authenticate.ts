import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AuthLevel } from '../../contracts/route-contract';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { verifySessionToken } from '../tokens';

export type Caller = { userId: string; role: string; emailVerified: boolean };

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Checks the caller against the level the route's contract declares; public routes need no token.
 * A missing or invalid token is a 401; a key that cannot be read is a 503 (functions/platform/tokens.ts).
 */
export async function authenticate(event: APIGatewayProxyEventV2, level: AuthLevel): Promise<Caller | null> {
  if (level === 'public') return null;
  const token = bearerToken(event);
  if (!token) throw new UnauthorizedError();
  const { userId, role, emailVerified } = await verifySessionToken(token);
  const caller: Caller = { userId, role, emailVerified };
  if (level === 'verified' && !caller.emailVerified)
    throw new ForbiddenError('Please verify your email address first.');
  if (level === 'admin' && caller.role !== 'Admin') throw new ForbiddenError();
  return caller;
}

import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import jwt from 'jsonwebtoken';
import type { AuthLevel } from '../../contracts/route-contract';
import { config } from '../config';
import { ForbiddenError, UnauthorizedError } from '../errors';

export type Caller = { userId: string; role: string; emailVerified: boolean };

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

function verifyToken(token: string): Caller {
  if (!config.JWT_SECRET) throw new UnauthorizedError();
  try {
    const claims = jwt.verify(token, config.JWT_SECRET, { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || typeof claims.sub !== 'string') throw new UnauthorizedError();
    return { userId: claims.sub, role: String(claims.role ?? ''), emailVerified: claims.ver === true };
  } catch {
    throw new UnauthorizedError();
  }
}

/** Checks the caller against the level the route's contract declares; public routes need no token. */
export async function authenticate(event: APIGatewayProxyEventV2, level: AuthLevel): Promise<Caller | null> {
  if (level === 'public') return null;
  const token = bearerToken(event);
  if (!token) throw new UnauthorizedError();
  const caller = verifyToken(token);
  if (level === 'verified' && !caller.emailVerified)
    throw new ForbiddenError('Please verify your email address first.');
  if (level === 'admin' && caller.role !== 'Admin') throw new ForbiddenError();
  return caller;
}

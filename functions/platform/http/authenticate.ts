import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import jwt from 'jsonwebtoken';
import { API_BASE_PATH, routes, type AuthLevel } from '../../routes';
import { config } from '../config';
import { ForbiddenError, UnauthorizedError } from '../errors';

export type Caller = { userId: string; role: string; emailVerified: boolean };

const authByRouteKey = new Map<string, AuthLevel>(
  routes.map((route) => [`${route.method} ${API_BASE_PATH}${route.path}`, route.auth]),
);

/** The auth level the route table declares for this event's route; unknown routes are treated as admin-only. */
export function authLevelOf(event: APIGatewayProxyEventV2): AuthLevel {
  return authByRouteKey.get(event.routeKey) ?? 'admin';
}

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

/** Checks the caller against the route's declared level; public routes need no token. */
export async function authenticate(event: APIGatewayProxyEventV2): Promise<Caller | null> {
  const level = authLevelOf(event);
  if (level === 'public') return null;
  const token = bearerToken(event);
  if (!token) throw new UnauthorizedError();
  const caller = verifyToken(token);
  if (level === 'verified' && !caller.emailVerified)
    throw new ForbiddenError('Please verify your email address first.');
  if (level === 'admin' && caller.role !== 'Admin') throw new ForbiddenError();
  return caller;
}

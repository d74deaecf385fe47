import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { UserRole } from '@tender/shared/constants';
import { accountMessages } from '@tender/shared/account-messages';
import type { AuthLevel } from '../../contracts/route-contract';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { verifySessionToken } from '../tokens';

/** The session a genuine token names: its account, its id, when it was signed and when it stops working. */
export type TokenSession = { userId: number; sessionId: string; issuedAt: Date; expiresAt: Date };

/** What the contract's level is checked against: the account as it is now, not the token's snapshot. */
export type CallerStanding = { role: UserRole; emailVerified: boolean };

/**
 * Who the token's session belongs to, as the stored account says now, or null when the user or the
 * session is gone (logout, password change or reset, expiry). Supplied where handlers are wired
 * (functions/handlers/pipeline.ts): the platform reads no table itself.
 */
export type CallerOfSession<K extends CallerStanding> = (session: TokenSession, now: Date) => Promise<K | null>;

const USER_ID = /^[1-9]\d{0,15}$/;

function bearerToken(event: APIGatewayProxyEventV2): string | undefined {
  const header = event.headers?.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Checks the caller against the level the route's contract declares; public routes need no token.
 * A missing or invalid token, or one whose session has ended (logout, password change or reset),
 * is a 401; a key or table that cannot be read is a 503 (functions/platform/tokens.ts).
 */
export async function authenticate<K extends CallerStanding>(
  event: APIGatewayProxyEventV2,
  level: AuthLevel,
  callerOfSession: CallerOfSession<K>,
): Promise<K | null> {
  if (level === 'public') return null;
  const token = bearerToken(event);
  if (!token) throw new UnauthorizedError();
  const now = new Date();
  const verified = await verifySessionToken(token, now);
  if (!USER_ID.test(verified.userId)) throw new UnauthorizedError();
  const caller = await callerOfSession(
    {
      userId: Number(verified.userId),
      sessionId: verified.sessionId,
      issuedAt: verified.issuedAt,
      expiresAt: verified.expiresAt,
    },
    now,
  );
  if (!caller) throw new UnauthorizedError();
  if (level === 'verified' && !caller.emailVerified) throw new ForbiddenError(accountMessages.notVerified);
  if (level === 'admin' && caller.role !== 'Admin') throw new ForbiddenError();
  return caller;
}

/**
 * The caller of a public route that identifies its caller (RouteContract.identifyCaller): the
 * account of a valid token, or null when there is none or it does not hold (expired, ended,
 * forged). Only a key or table that cannot be read fails the request (503).
 */
export async function identifyCaller<K extends CallerStanding>(
  event: APIGatewayProxyEventV2,
  callerOfSession: CallerOfSession<K>,
): Promise<K | null> {
  if (!bearerToken(event)) return null;
  try {
    return await authenticate(event, 'user', callerOfSession);
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

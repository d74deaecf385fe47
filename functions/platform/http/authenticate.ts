import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { UserRole } from '@tender/shared/constants';
import { accountMessages } from '@tender/shared/account-messages';
import type { AuthLevel } from '../../contracts/route-contract';
import { getUserWithSession } from '../../data/sessions-repository';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { verifySessionToken } from '../tokens';

/**
 * Who is calling, as the stored account says now (role and verified state are read from the user
 * on every request, not taken from the token's snapshot), and which session the token is.
 */
export type Caller = {
  userId: number;
  role: UserRole;
  emailVerified: boolean;
  sessionId: string;
  /** When this session's token was signed and when it stops working. */
  sessionIssuedAt: Date;
  sessionExpiresAt: Date;
};

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
export async function authenticate(event: APIGatewayProxyEventV2, level: AuthLevel): Promise<Caller | null> {
  if (level === 'public') return null;
  const token = bearerToken(event);
  if (!token) throw new UnauthorizedError();
  const now = new Date();
  const verified = await verifySessionToken(token, now);
  if (!USER_ID.test(verified.userId)) throw new UnauthorizedError();
  const userId = Number(verified.userId);
  const { user, session } = await getUserWithSession(userId, verified.sessionId, now);
  if (!user || !session) throw new UnauthorizedError();
  const caller: Caller = {
    userId,
    role: user.role,
    emailVerified: user.email_verified_at !== null,
    sessionId: verified.sessionId,
    sessionIssuedAt: verified.issuedAt,
    sessionExpiresAt: verified.expiresAt,
  };
  if (level === 'verified' && !caller.emailVerified) throw new ForbiddenError(accountMessages.notVerified);
  if (level === 'admin' && caller.role !== 'Admin') throw new ForbiddenError();
  return caller;
}

/**
 * The caller of a public route that identifies its caller (RouteContract.identifyCaller): the
 * account of a valid token, or null when there is none or it does not hold (expired, ended,
 * forged). Only a key or table that cannot be read fails the request (503).
 */
export async function identifyCaller(event: APIGatewayProxyEventV2): Promise<Caller | null> {
  if (!bearerToken(event)) return null;
  try {
    return await authenticate(event, 'user');
  } catch (error) {
    if (error instanceof UnauthorizedError) return null;
    throw error;
  }
}

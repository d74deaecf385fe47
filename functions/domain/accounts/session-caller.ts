import { getUserWithSession } from '../../data/sessions-repository';
import type { Caller } from '../market/caller';

/** The session a genuine token names (the pipeline has checked its signature and expiry). */
export type SessionOfToken = { userId: number; sessionId: string; issuedAt: Date; expiresAt: Date };

/**
 * Who is calling with this session: the account as it is stored now (role and verified state are
 * read on every request, not taken from the token's snapshot), or null when the user or the session
 * is gone (logout, password change or reset, an exp that passed before TTL removed the item).
 */
export async function callerOfSession(session: SessionOfToken, now: Date): Promise<Caller | null> {
  const { user, session: live } = await getUserWithSession(session.userId, session.sessionId, now);
  if (!user || !live) return null;
  return {
    userId: session.userId,
    role: user.role,
    emailVerified: user.email_verified_at !== null,
    sessionId: session.sessionId,
    sessionIssuedAt: session.issuedAt,
    sessionExpiresAt: session.expiresAt,
    mustChangePassword: user.must_change_password,
  };
}

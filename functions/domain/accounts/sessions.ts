import { randomUUID } from 'node:crypto';
import { deleteSession, putSession } from '../../data/sessions-repository';
import type { UserRecord } from '../../data/users-repository';
import { MAX_SESSION_AGE_SECONDS, SESSION_LIFETIME_SECONDS, signSessionToken } from '../../platform/tokens';
import type { Caller } from '../market/caller';

// A session is a signed token plus an item beside the user (functions/data/sessions-repository.ts):
// the token works only while the item exists, so a logout or a password change ends it at once.

/** 'Remember me' keeps the session for the longest time tokens.ts allows; otherwise 12 hours. */
export const REMEMBER_ME_SECONDS = MAX_SESSION_AGE_SECONDS;

export type StartedSession = { token: string; sessionId: string; expiresAt: Date };

export async function startSession(
  user: UserRecord,
  options: { remember: boolean; now: Date },
): Promise<StartedSession> {
  const lifetimeSeconds = options.remember ? REMEMBER_ME_SECONDS : SESSION_LIFETIME_SECONDS;
  const sessionId = randomUUID();
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const expiresAt = issuedAt + lifetimeSeconds;
  await putSession({
    userId: user.id,
    sessionId,
    created_at: options.now.toISOString(),
    expiresAt,
    remember: options.remember,
  });
  const token = await signSessionToken(
    { userId: String(user.id), role: user.role, emailVerified: user.email_verified_at !== null },
    { lifetimeSeconds, now: options.now, sessionId },
  );
  return { token, sessionId, expiresAt: new Date(expiresAt * 1000) };
}

/**
 * A token for the caller's own session, signed again with what the account says now (after the
 * email was verified): same session, same start and expiry, so a logout with either token ends both.
 */
export function reissueToken(caller: Caller, user: UserRecord): Promise<string> {
  const issuedAt = Math.floor(caller.sessionIssuedAt.getTime() / 1000);
  const expiresAt = Math.floor(caller.sessionExpiresAt.getTime() / 1000);
  return signSessionToken(
    { userId: String(user.id), role: user.role, emailVerified: user.email_verified_at !== null },
    { lifetimeSeconds: expiresAt - issuedAt, now: caller.sessionIssuedAt, sessionId: caller.sessionId },
  );
}

export async function endSession(caller: Caller): Promise<void> {
  await deleteSession(caller.userId, caller.sessionId);
}

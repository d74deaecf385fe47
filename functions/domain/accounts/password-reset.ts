import { createHash } from 'node:crypto';
import { accountMessages as m } from '@tender/shared/account-messages';
import type { SuccessAnswer } from '@tender/shared/schemas/accounts';
import { rememberLoginAddress } from '../../data/login-addresses-repository';
import { clearLoginFailures } from '../../data/login-failures-repository';
import { getResetToken, resetPasswordWithToken } from '../../data/password-reset-repository';
import { deleteSessions } from '../../data/sessions-repository';
import { getUser } from '../../data/users-repository';
import { ValidationError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { enforceLimit } from '../limits/enforce-limit';
import { logAuthEvent } from './auth-events';
import type { RequestContext } from './forgot-password';
import { accountLimits } from './limits';
import { assertAcceptablePassword } from './password-policy';

// Using a reset link (POST /reset_password); asking for one is forgot-password.ts.

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export type ResetInput = { email: string; password: string; token: string };

/**
 * POST /reset_password: the token must exist, be unexpired, belong to the account of `email` and
 * be newer than that account's last password change; it is used up in the same transaction that
 * sets the password. Every session of the account ends, and so does its run of failed logins. Two-factor stays as it was: the next
 * login still asks for a code.
 */
export async function resetPassword(input: ResetInput, context: RequestContext): Promise<SuccessAnswer> {
  await enforceLimit(accountLimits.resetAddress, context.viewer, context.now);
  const refused = (reason: string, userId?: number) => {
    logAuthEvent('password.reset_refused', { userId, viewer: context.viewer, reason });
    return new ValidationError({ token: [m.resetTokenInvalid] }, m.resetTokenInvalid);
  };
  const tokenHash = sha256(input.token);
  const record = await getResetToken(tokenHash);
  if (!record) throw refused('unknown');
  if (record.expiresAt <= epochSeconds(context.now)) throw refused('expired', record.userId);
  const user = await getUser(record.userId);
  if (!user || user.email !== input.email.toLowerCase()) throw refused('email', record.userId);
  if (user.password_changed_at && user.password_changed_at > record.created_at) {
    throw refused('superseded', user.id);
  }
  assertAcceptablePassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  if (!(await resetPasswordWithToken({ tokenHash, userId: user.id, passwordHash, now: context.now }))) {
    throw refused('used', user.id);
  }
  const sessions = await deleteSessions(user.id);
  // The mailbox's owner is the account's: the wrong passwords from strangers were at the old
  // password, and the address the reset came from is theirs, so an owner kept waiting on a new
  // device by a flood (login.ts) gets in from here at once.
  await clearLoginFailures(`user:${user.id}`);
  await rememberLoginAddress(user.id, context.viewer, context.now);
  logAuthEvent('password.reset', { userId: user.id, viewer: context.viewer, sessions });
  return { success: true, message: m.resetDone };
}

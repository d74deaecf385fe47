import { createHash } from 'node:crypto';
import { accountExtraMessages } from '@tender/shared/account-messages';
import { accountMessages as m } from '@tender/shared/account-messages';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@tender/shared/rules';
import type { LoginAnswer } from '@tender/shared/schemas/accounts';
import { isKnownLoginAddress, rememberLoginAddress } from '../../data/login-addresses-repository';
import { findUserIdByEmail, findUserIdByMobile, getUser, type UserRecord } from '../../data/users-repository';
import { AppError, TooManyRequestsError, UnauthorizedError } from '../../platform/errors';
import { verifyPasswordOrDummy } from '../../platform/passwords';
import { isOneTimePasswordExpired, oneTimePasswordMessages } from './one-time-password';
import { enforceLimit, releaseLimit } from '../limits/enforce-limit';
import { toAccountUser } from './account-view';
import { logAuthEvent } from './auth-events';
import { accountLimits } from './limits';
import { startSession } from './sessions';
import { useTotpCode } from './two-factor';

export type LoginInput = { email: string; password: string; otp?: string; remember?: boolean };
export type LoginContext = { viewer: string; now: Date };

/**
 * The account a login id names: an email address (any case) or a 10-digit mobile number. Two reads
 * whether or not it exists (the second for user 0, which never does), so the time taken does not
 * tell; an id that is neither shape is looked up nowhere.
 */
async function findAccount(loginId: string): Promise<UserRecord | undefined> {
  let id: number | undefined;
  if (MOBILE_PATTERN.test(loginId)) id = await findUserIdByMobile(loginId);
  else if (EMAIL_PATTERN.test(loginId)) id = await findUserIdByEmail(loginId);
  const user = await getUser(id ?? 0);
  return id === undefined ? undefined : user;
}

/** Whose failures count together: the account, or for an id without one, that id (hashed: keys stay plain). */
function accountSubject(loginId: string, user: UserRecord | undefined): string {
  if (user) return `user:${user.id}`;
  return `id:${createHash('sha256').update(loginId.toLowerCase()).digest('hex')}`;
}

async function counted(
  limit: Parameters<typeof enforceLimit>[0],
  subject: string,
  context: LoginContext,
  userId?: number,
) {
  try {
    await enforceLimit(limit, subject, context.now);
  } catch (error) {
    if (error instanceof TooManyRequestsError)
      logAuthEvent('login.throttled', { userId, viewer: context.viewer, reason: limit.name });
    throw error;
  }
}

/**
 * The failure limits this attempt counts against: the address's (over every account), the account's
 * from this address, and the account's over all addresses only when this is
 * not an address the account logged in from: ten wrong passwords from elsewhere slow down every
 * stranger, never the owner's own device.
 */
async function failureLimits(user: UserRecord | undefined, subject: string, context: LoginContext) {
  // Read for user 0 when there is none, so the time taken does not tell whether the account exists.
  const known = await isKnownLoginAddress(user?.id ?? 0, context.viewer, context.now);
  return [
    { limit: accountLimits.loginAddress, subject: context.viewer },
    { limit: accountLimits.loginAccountAddress, subject: `${subject}@${context.viewer}` },
    ...(known ? [] : [{ limit: accountLimits.loginAccount, subject }]),
  ];
}

/**
 * POST /login (SPEC §3, §4). Wrong password and unknown account answer alike (401, one message,
 * the same time: a dummy hash is verified when there is no account). Each attempt is counted
 * before the password is checked (failureLimits), and given back when it was not a failure, so
 * parallel guesses cannot run past the limits. With two-factor on, the right password without a
 * code answers the OTP prompt; a code is checked only after the right password.
 */
export async function login(input: LoginInput, context: LoginContext): Promise<LoginAnswer> {
  const loginId = input.email.trim();
  const user = await findAccount(loginId);
  const subject = accountSubject(loginId, user);
  const limits = await failureLimits(user, subject, context);
  for (const { limit, subject: counter } of limits) await counted(limit, counter, context, user?.id);

  const passwordRight = await verifyPasswordOrDummy(user?.password_hash, input.password);
  if (!user || !passwordRight) {
    logAuthEvent('login.failed', { userId: user?.id, viewer: context.viewer });
    throw new UnauthorizedError(m.loginFailed);
  }
  const notAFailure = () =>
    Promise.all(limits.map(({ limit, subject: counter }) => releaseLimit(limit, counter, context.now)));

  // A mailed one-time password (registration) not replaced within its days: the right password,
  // so not a failed guess, but it no longer opens a session.
  if (isOneTimePasswordExpired(user, context.now)) {
    await notAFailure();
    logAuthEvent('login.failed', { userId: user.id, viewer: context.viewer, reason: 'one-time password expired' });
    throw new UnauthorizedError(oneTimePasswordMessages.expired);
  }

  if (user.google2fa_enabled && user.google2fa_secret) {
    if (!input.otp) {
      await notAFailure();
      logAuthEvent('login.otp_required', { userId: user.id, viewer: context.viewer });
      return { error: true, message: m.otpRequired, two_factor_required: true, user: { google2fa_enabled: true } };
    }
    const outcome = await useTotpCode(user.id, user.google2fa_secret, input.otp, context.now);
    if (outcome !== 'accepted') {
      logAuthEvent('login.otp_failed', { userId: user.id, viewer: context.viewer, reason: outcome });
      const message = outcome === 'reused' ? accountExtraMessages.otpReused : m.otpInvalid;
      throw new AppError(401, message, { otp: [message] });
    }
  }

  await notAFailure();
  await rememberLoginAddress(user.id, context.viewer, context.now);
  const session = await startSession(user, { remember: input.remember === true, now: context.now });
  logAuthEvent('login.succeeded', { userId: user.id, viewer: context.viewer });
  return {
    error: false,
    message: accountExtraMessages.loggedIn,
    user: toAccountUser(user),
    token: session.token,
    expires_at: session.expiresAt.toISOString(),
  };
}

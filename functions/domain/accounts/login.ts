import { createHash } from 'node:crypto';
import { accountExtraMessages } from '@tender/shared/account-messages';
import { accountMessages as m } from '@tender/shared/account-messages';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@tender/shared/rules';
import type { LoginAnswer } from '@tender/shared/schemas/accounts';
import { paths } from '@tender/shared/site-paths';
import { isKnownLoginAddress, rememberLoginAddress } from '../../data/login-addresses-repository';
import { countLoginFailure, undoLoginFailure, type FailureCount } from '../../data/login-failures-repository';
import { findUserIdByEmail, findUserIdByMobile, getUser, type UserRecord } from '../../data/users-repository';
import { AppError, TooManyRequestsError, UnauthorizedError } from '../../platform/errors';
import { verifyPasswordOrDummy } from '../../platform/passwords';
import { isOneTimePasswordExpired, oneTimePasswordMessages } from './one-time-password';
import { enforceLimit, releaseLimit, waitText } from '../limits/enforce-limit';
import { sendMail } from '../mail/send-mail';
import { sendOrWarn } from '../mail/send-or-warn';
import { siteLink } from '../mail/site-url';
import { toAccountUser } from './account-view';
import { logAuthEvent } from './auth-events';
import { accountLimits, loginFailurePolicy } from './limits';
import { isKnownDevice, knownDeviceToken } from './login-device';
import { failedLoginsMail } from './mail-templates';
import { startSession } from './sessions';
import { useTotpCode } from './two-factor';

export type LoginInput = { email: string; password: string; otp?: string; remember?: boolean; device_token?: string };
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

/** The failure limits of the address this attempt comes from: the address's (over every account) and the account's there. */
function addressLimits(subject: string, context: LoginContext) {
  return [
    { limit: accountLimits.loginAddress, subject: context.viewer },
    { limit: accountLimits.loginAccountAddress, subject: `${subject}@${context.viewer}` },
  ];
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The account's run of failures from strangers (loginFailurePolicy), counted unless this device or
 * address is the account's own: a flood of wrong passwords from elsewhere makes every stranger wait,
 * never the owner's known devices. While the wait lasts the attempt is refused before the password
 * is checked, the right password as any other: an answer that told it apart would let a guesser
 * spread over many addresses try at full speed. The owner on a new device waits too, or uses
 * Forgot password (the reset ends the run and makes its address known).
 */
async function countAgainstAccount(
  user: UserRecord | undefined,
  subject: string,
  input: LoginInput,
  context: LoginContext,
): Promise<FailureCount | undefined> {
  // Both looked at whether or not the account exists (user 0 never does), so the time taken does not tell.
  const knownAddress = await isKnownLoginAddress(user?.id ?? 0, context.viewer, context.now);
  const knownDevice = await isKnownDevice(input.device_token, user?.id ?? 0, context.now);
  if (knownAddress || knownDevice) return undefined;
  const nowSeconds = epochSeconds(context.now);
  const count = await countLoginFailure(subject, nowSeconds, loginFailurePolicy);
  if (!count.counted) {
    logAuthEvent('login.throttled', { userId: user?.id, viewer: context.viewer, reason: 'login:account-failures' });
    const retryAfter = Math.max(1, count.retryAt - nowSeconds);
    throw new TooManyRequestsError(accountExtraMessages.loginDelayed(waitText(retryAfter)), retryAfter);
  }
  return count;
}

/** Tells the owner once per run of failures that strangers passed the limit, with the way back in. */
async function noticeFailures(user: UserRecord, context: LoginContext): Promise<void> {
  logAuthEvent('login.owner_notified', { userId: user.id, viewer: context.viewer });
  await sendOrWarn('failed logins notice not sent', user.id, () =>
    sendMail(
      failedLoginsMail({
        to: user.email,
        name: user.name,
        failures: loginFailurePolicy.free,
        link: siteLink(paths.forgotPassword),
      }),
    ),
  );
}

/**
 * POST /login (SPEC §3, §4). Wrong password and unknown account answer alike (401, one message,
 * the same time: a dummy hash is verified when there is no account). Each attempt is counted
 * before the password is checked (addressLimits, countAgainstAccount), and given back when it was
 * not a failure, so parallel guesses cannot run past the limits. A successful login answers a
 * known-device token (login-device.ts) the browser sends with its next logins. With two-factor on, the right password without a
 * code answers the OTP prompt; a code is checked only after the right password.
 */
export async function login(input: LoginInput, context: LoginContext): Promise<LoginAnswer> {
  const loginId = input.email.trim();
  const user = await findAccount(loginId);
  const subject = accountSubject(loginId, user);
  const limits = addressLimits(subject, context);
  for (const { limit, subject: counter } of limits) await counted(limit, counter, context, user?.id);
  const accountCount = await countAgainstAccount(user, subject, input, context);

  const passwordRight = await verifyPasswordOrDummy(user?.password_hash, input.password);
  if (!user || !passwordRight) {
    logAuthEvent('login.failed', { userId: user?.id, viewer: context.viewer });
    if (user && accountCount?.counted && accountCount.notice) await noticeFailures(user, context);
    throw new UnauthorizedError(m.loginFailed);
  }
  const notAFailure = async () => {
    await Promise.all(limits.map(({ limit, subject: counter }) => releaseLimit(limit, counter, context.now)));
    if (accountCount?.counted) await undoLoginFailure(subject, accountCount.undo, epochSeconds(context.now));
  };

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
    device_token: await knownDeviceToken(user.id, context.now),
  };
}

import { accountExtraMessages } from '@tender/shared/account-messages';
import { accountMessages as m } from '@tender/shared/account-messages';
import type { AccountAnswer } from '@tender/shared/schemas/accounts';
import { deleteSessions } from '../../data/sessions-repository';
import {
  findUserIdByEmail,
  findUserIdByMobile,
  updateUser,
  type UserChanges,
  type UserRecord,
} from '../../data/users-repository';
import { ConflictError, ForbiddenError, ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { enforceLimit, releaseLimit } from '../limits/enforce-limit';
import { toAccountUser } from './account-view';
import { logAuthEvent } from './auth-events';
import { trySendVerificationMail } from './verification-mail';
import { accountLimits } from './limits';
import { emailChange } from './email-change';
import { ownAccount } from './own-account';
import { assertAcceptablePassword } from './password-policy';
import { useTotpCode } from './two-factor';

export type AccountContext = { viewer: string; now: Date };

export type DetailsInput = {
  name: string;
  email: string;
  mobile: string;
  google2fa_enabled: boolean;
  otp?: string;
  current_password?: string;
};
export type PasswordInput = { password: string; current_password?: string };

/**
 * The current password, where a change needs it. Wrong ones count as failed logins of the account
 * (the same limit as POST /login), so this is no side door for guessing.
 */
async function checkCurrentPassword(user: UserRecord, given: string | undefined, context: AccountContext) {
  if (!given) throw new ValidationError({ current_password: [m.currentPassword] });
  await enforceLimit(accountLimits.loginAccount, `user:${user.id}`, context.now);
  if (!(await verifyPassword(user.password_hash, given))) {
    logAuthEvent('password.current_wrong', { userId: user.id, viewer: context.viewer });
    throw new ValidationError({ current_password: [m.currentPasswordWrong] });
  }
  await releaseLimit(accountLimits.loginAccount, `user:${user.id}`, context.now);
}

/**
 * Change Password (PUT /profile/{id} with isChangePassword): asks for the current password unless
 * the account must replace a one-time password; every other session of the account ends.
 */
export async function changePassword(
  id: number,
  input: PasswordInput,
  caller: Caller,
  context: AccountContext,
): Promise<AccountAnswer> {
  const user = await ownAccount(id, caller);
  if (!user.must_change_password) await checkCurrentPassword(user, input.current_password, context);
  assertAcceptablePassword(input.password, 'password');
  const updated = await updateUser(
    user,
    {
      password_hash: await hashPassword(input.password),
      password_changed_at: context.now.toISOString(),
      must_change_password: false,
    },
    { password_hash: user.password_hash },
  );
  const sessions = await deleteSessions(user.id, { keep: caller.sessionId });
  logAuthEvent('password.changed', { userId: user.id, viewer: context.viewer, sessions });
  return { message: m.changeDone, data: toAccountUser(updated) };
}

/**
 * My Info edit (PUT /profile/{id}): the name changes freely; email, mobile and turning two-factor
 * off need the current password; turning two-factor on needs a valid code from the secret of
 * POST /profile/{id}/two_factor_secret. A new email address is unverified until its link is used
 * (the mail goes out at once). The role is not an input. Everything is checked before anything is
 * written, and the account is written in one transaction with its email and mobile claims.
 */
export async function updateDetails(
  id: number,
  input: DetailsInput,
  caller: Caller,
  context: AccountContext,
): Promise<AccountAnswer> {
  const user = await ownAccount(id, caller);
  // A mailed one-time password changes the password first (the pipeline lets this route through for that).
  if (user.must_change_password) throw new ForbiddenError(accountExtraMessages.oneTimePasswordFirst);
  const changes: UserChanges = {};
  const expect: Partial<Record<keyof UserRecord, string | null>> = {};
  if (input.name !== user.name) changes.name = input.name;
  const emailChanged = input.email !== user.email;
  const mobileChanged = input.mobile !== user.mobile;
  const turningOn = input.google2fa_enabled && !user.google2fa_enabled;
  const turningOff = !input.google2fa_enabled && user.google2fa_enabled;

  if (emailChanged || mobileChanged || turningOff) await checkCurrentPassword(user, input.current_password, context);
  if (emailChanged) {
    const owner = await findUserIdByEmail(input.email);
    if (owner !== undefined && owner !== user.id) {
      throw new ConflictError(m.emailTaken, { errors: { email: [m.emailTaken] } });
    }
    Object.assign(changes, emailChange(user, input.email, context.now, 'owner'));
  }
  if (mobileChanged) {
    const owner = await findUserIdByMobile(input.mobile);
    if (owner !== undefined && owner !== user.id) {
      throw new ConflictError(m.mobileTaken, { errors: { mobile: [m.mobileTaken] } });
    }
    changes.mobile = input.mobile;
  }
  if (turningOff) {
    Object.assign(changes, { google2fa_enabled: false, google2fa_secret: null, google2fa_pending_secret: null });
  }
  if (turningOn) {
    const pending = user.google2fa_pending_secret;
    if (!pending) throw new ValidationError({ google2fa_enabled: [accountExtraMessages.twoFactorSetupFirst] });
    if (!input.otp) throw new ValidationError({ otp: [m.otpRequired] });
    // Last check before the write: a code that is right is used up here.
    const outcome = await useTotpCode(user.id, pending, input.otp, context.now);
    if (outcome !== 'accepted') {
      logAuthEvent('two_factor.code_refused', { userId: user.id, viewer: context.viewer, reason: outcome });
      throw new ValidationError({ otp: [outcome === 'reused' ? accountExtraMessages.otpReused : m.otpInvalid] });
    }
    Object.assign(changes, { google2fa_enabled: true, google2fa_secret: pending, google2fa_pending_secret: null });
    expect.google2fa_pending_secret = pending;
  }

  const updated = await updateUser(user, changes, expect);
  if (turningOn) logAuthEvent('two_factor.enabled', { userId: user.id, viewer: context.viewer });
  if (turningOff) logAuthEvent('two_factor.disabled', { userId: user.id, viewer: context.viewer });
  if (Object.keys(changes).length > 0) logAuthEvent('account.updated', { userId: user.id, viewer: context.viewer });
  if (emailChanged && updated.email_verified_at === null) await trySendVerificationMail(updated, context.now);
  const message = turningOn ? m.twoFactorEnabled : turningOff ? m.twoFactorDisabled : m.myInfoSaved;
  return { message, data: toAccountUser(updated) };
}

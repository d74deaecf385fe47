import { accountMessages } from '@tender/shared/account-messages';
import { profileMessages as m, type ProfileLoginFields } from '@tender/shared/profile-fields';
import type { ProfileSave } from '../../data/profile-save-repository';
import type { LoadedProfile } from '../../data/profiles-repository';
import { normalEmail, type UserRecord } from '../../data/users-repository';
import { ValidationError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { logAuthEvent } from '../accounts/auth-events';
import { emailChange } from '../accounts/email-change';
import { accountLimits } from '../accounts/limits';
import { enforceLimit, releaseLimit } from '../limits/enforce-limit';
import type { FormSection } from './profile-content';

// The account behind a profile follows its Basic tab: the name, login email and mobile move with
// the tab's name, email and mobile_no (a builder's company_name, company_email and
// company_mobile_no: profileLoginFields), and moving a login asks the owner's current password.

export type LoginChanges = NonNullable<ProfileSave['user']>['changes'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * What the Basic tab changes of the account: the name, email and mobile that changed on the tab (a
 * login changed in My Info since is left alone while the tab's value stays).
 */
export function userChanges(
  body: FormSection,
  loaded: LoadedProfile,
  user: UserRecord,
  fields: ProfileLoginFields,
  change: { by: 'owner' | 'admin'; now: Date },
): LoginChanges {
  const stored = loaded.profile.basic ?? {};
  const changes: LoginChanges = {};
  const name = text(body[fields.name]);
  if (name !== text(stored[fields.name]) && name !== user.name && name !== '') changes.name = name;
  const email = normalEmail(text(body[fields.email]));
  if (email !== normalEmail(text(stored[fields.email])) && email !== user.email && email !== '') {
    Object.assign(changes, emailChange(user, email, change.now, change.by));
  }
  const mobile = text(body[fields.mobile]);
  if (mobile !== text(stored[fields.mobile]) && mobile !== user.mobile && mobile !== '') changes.mobile = mobile;
  return changes;
}

export const movesLogin = (changes: LoginChanges) => changes.email !== undefined || changes.mobile !== undefined;

/**
 * The owner changing the email or mobile they log in with gives the current password (as My Info
 * asks it): a session alone cannot move the login. Wrong ones count as failed logins of the account.
 */
export async function checkCurrentPassword(
  user: UserRecord,
  given: unknown,
  context: { viewer: string; now: Date },
): Promise<void> {
  if (typeof given !== 'string' || given === '') {
    throw new ValidationError({ current_password: [m.currentPasswordForLogin] });
  }
  await enforceLimit(accountLimits.loginAccount, `user:${user.id}`, context.now);
  if (!(await verifyPassword(user.password_hash, given))) {
    logAuthEvent('password.current_wrong', { userId: user.id, viewer: context.viewer });
    throw new ValidationError({ current_password: [accountMessages.currentPasswordWrong] });
  }
  await releaseLimit(accountLimits.loginAccount, `user:${user.id}`, context.now);
}

// A signed-in Subscriber (an account made with Sign up) registers its company with its own account
//: the forms start from its name, email and mobile, and its email (and a mobile it has)
// cannot be changed here, because the server registers the account's own login (My Info moves it).
import type { FormikValues } from 'formik';
import { getSessionUser, getToken, type SessionUser } from '../../lib/session';

/** Which form fields hold the account's name, login email and mobile. */
export type LoginFieldNames = { name?: string; email: string; mobile: string };

export const COMPANY_LOGIN_FIELDS: LoginFieldNames = { name: 'name', email: 'email', mobile: 'mobile_no' };
export const BUILDER_LOGIN_FIELDS: LoginFieldNames = { email: 'company_email', mobile: 'company_mobile_no' };

/** The stored user when it is a Subscriber with a session: its registration registers it. */
export function subscriberOf(user: SessionUser | null): SessionUser | null {
  return user && user.role === 'Subscriber' ? user : null;
}

/** The signed-in Subscriber now (read once, when a form starts). */
export const registeringSubscriber = () => (getToken() ? subscriberOf(getSessionUser()) : null);

/** The form's first values with the Subscriber's name, email and mobile (when it has them). */
export function withAccount(values: FormikValues, fields: LoginFieldNames, user = registeringSubscriber()) {
  if (!user) return values;
  return {
    ...values,
    ...(fields.name ? { [fields.name]: user.name } : {}),
    [fields.email]: user.email,
    ...(user.mobile ? { [fields.mobile]: user.mobile } : {}),
  };
}

/** The login fields a Subscriber cannot change on the form (shown, read-only). */
export function lockedLoginFields(
  fields: LoginFieldNames,
  user: SessionUser | null,
): Record<string, { readOnly: true }> {
  if (!user) return {};
  return { [fields.email]: { readOnly: true }, ...(user.mobile ? { [fields.mobile]: { readOnly: true } } : {}) };
}

/** A section's field props with the locked login fields made read-only. */
export function withLocked<P extends object>(
  props: Readonly<Record<string, P>>,
  locked: Record<string, { readOnly: true }>,
): Record<string, P | (P & { readOnly: true })> {
  const merged: Record<string, P | (P & { readOnly: true })> = { ...props };
  for (const [name, lock] of Object.entries(locked)) merged[name] = { ...(props[name] ?? ({} as P)), ...lock };
  return merged;
}

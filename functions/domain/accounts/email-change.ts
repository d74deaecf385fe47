import type { UserChanges, UserRecord } from '../../data/users-repository';

/** How many addresses an account remembers as verified (the newest kept). */
const REMEMBERED_ADDRESSES = 10;

export type EmailChange = Required<
  Pick<UserChanges, 'email' | 'email_verified_at' | 'verified_emails' | 'email_set_by_admin'>
>;

/**
 * The account's changes when its login email moves to `email` (by its owner in My Info or the
 * Basic tab, or by an Admin on the Basic tab).
 *
 * Decision: an Admin may still change a registrant's login email and mobile (registrants who lost
 * their mailbox or number have no other way back, and the Admin already edits every other field of
 * the profile), but never silently and never as a way in:
 * - the change is in the audit trail with the address and number before and after (save-profile.ts);
 * - the old and the new address are both mailed a notice (login-change-mails.ts);
 * - a new address is unverified until its owner logs in with their own password and opens the
 *   link mailed to it, and until then no password reset link is sent to it (forgot-password.ts):
 *   otherwise "Forgot password" to an address the Admin chose would hand the account over;
 * - an address the account held while verified is remembered (`verified_emails`, the newest 10),
 *   so restoring it (the usual way to undo a wrong change) leaves the owner verified.
 */
export function emailChange(user: UserRecord, email: string, now: Date, by: 'owner' | 'admin'): EmailChange {
  // As normalEmail (users-repository) holds addresses; written here so this rule stays pure.
  const next = email.trim().toLowerCase();
  const known = [...(user.verified_emails ?? [])];
  if (user.email_verified_at !== null && !known.includes(user.email)) known.push(user.email);
  const verifiedBefore = known.includes(next);
  return {
    email: next,
    email_verified_at: verifiedBefore ? now.toISOString() : null,
    verified_emails: known.slice(-REMEMBERED_ADDRESSES),
    email_set_by_admin: by === 'admin' && !verifiedBefore,
  };
}

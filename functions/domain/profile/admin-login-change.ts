import { paths } from '@tender/shared/site-paths';
import type { AuditEntry } from '../../data/audit-repository';
import type { UserRecord } from '../../data/users-repository';
import { logAuthEvent } from '../accounts/auth-events';
import type { Caller } from '../market/caller';
import { loginChangedMail, type LoginChangeLine } from '../accounts/mail-templates';
import { sendOrWarn } from '../mail/send-or-warn';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { sendMail } from '../mail/send-mail';
import { siteLink } from '../mail/site-url';
import type { LoginChanges } from './login-changes';

// An Admin moving a registrant's login email or mobile on the Basic tab (the
// decision is at emailChange in ../accounts/email-change.ts): the audit entry written with the save
// and the notice mailed to the old and the new address.

const moved = (changes: LoginChanges) => changes.email !== undefined || changes.mobile !== undefined;

/** The login's email and mobile that change, as they were and as they become. */
function beforeAfter(user: UserRecord, changes: LoginChanges) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  if (changes.email !== undefined) {
    Object.assign(before, { email: user.email, email_verified: user.email_verified_at !== null });
    Object.assign(after, { email: changes.email, email_verified: changes.email_verified_at !== null });
  }
  if (changes.mobile !== undefined) {
    before.mobile = user.mobile;
    after.mobile = changes.mobile;
  }
  return { before, after };
}

/** The audit entry of an Admin's change of someone else's login; none for the owner's own change. */
export async function loginChangeAudit(
  caller: Caller,
  user: UserRecord,
  changes: LoginChanges,
  now: Date,
): Promise<AuditEntry[]> {
  if (caller.userId === user.id || !moved(changes)) return [];
  const { before, after } = beforeAfter(user, changes);
  const what = [changes.email !== undefined && 'email', changes.mobile !== undefined && 'mobile'].filter(Boolean);
  const summary = `Changed the login ${what.join(' and ')} of ${user.name}`;
  const entry = auditEntry(
    await actorOf(caller),
    { action: 'registrant.login_change', entity: 'registrant', entityId: user.id, summary, before, after },
    now,
  );
  return [entry];
}

/**
 * The notice to the account's old address and (when it changed) the new one; a mail that cannot be
 * sent is logged, not thrown: the change stands, and its audit entry says what was done.
 */
export async function mailLoginChange(caller: Caller, user: UserRecord, changes: LoginChanges): Promise<void> {
  if (caller.userId === user.id || !moved(changes)) return;
  logAuthEvent('account.login_changed_by_admin', { userId: user.id, reason: `by account ${caller.userId}` });
  const lines: LoginChangeLine[] = [];
  if (changes.email !== undefined) lines.push({ what: 'email address', before: user.email, after: changes.email });
  if (changes.mobile !== undefined) {
    lines.push({ what: 'mobile number', before: user.mobile ?? '', after: changes.mobile ?? '' });
  }
  const link = siteLink(paths.login);
  const addresses = new Set([user.email, changes.email ?? user.email]);
  await Promise.all(
    [...addresses].map((to) =>
      sendOrWarn('login change notice not sent', user.id, () =>
        sendMail(loginChangedMail({ to, name: user.name, changes: lines, link })),
      ),
    ),
  );
}

import { getUser } from '../../data/users-repository';
import type { Mail } from '../../platform/mail';
import { sendMail } from './send-mail';
import { sendOrWarn } from './send-or-warn';

// Mailing an account known by its id (a bidder, a tender's organisation, an evaluator, a follower of
// its questions): the mail goes to the address and name the account has now, not ones copied into
// the record that names it, so a changed address is the one mailed.

/**
 * Mails account `accountId` what `build` makes of its address and name. An account that is gone, or
 * has no address, gets nothing. A failure is logged with `label` (sendOrWarn), never thrown: what
 * the mail tells of is written before it and stands without it.
 */
export async function mailAccount(
  label: string,
  accountId: number,
  build: (to: string, name: string) => Mail,
): Promise<void> {
  await sendOrWarn(label, accountId, async () => {
    const account = await getUser(accountId);
    if (!account?.email) return;
    await sendMail(build(account.email, account.name));
  });
}

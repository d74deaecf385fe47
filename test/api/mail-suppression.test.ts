import { describe, expect, it } from 'vitest';
import { accountMessages } from '@tender/shared/account-messages';
import { handler as recordMailEvent } from '../../functions/handlers/mail-events/record-mail-event';
import { call } from '../support/api-call';
import { createAccount, latestMail, mailsTo } from '../support/accounts';
import { bounceEvent, complaintEvent, snsEvent } from '../support/ses-events';

// Our own suppression list at work: SES's events go through the mail events function exactly as SNS
// delivers them; afterwards the API mails everyone else as before, and the suppressed address
// nothing, while its caller gets the same answer.

const RESET_SUBJECT = 'Reset your password';

async function forgot(email: string) {
  const answer = await call('POST', '/forgot_password', { body: { email } });
  expect(answer).toMatchObject({ status: 200, body: { success: true, message: accountMessages.forgotSent } });
}

describe('no mail to an address that bounced for good or complained', () => {
  it('skips a permanently bounced and a complaining address; others get their mail, and every caller the same answer', async () => {
    const [bounced, complained, transient, other] = await Promise.all([
      createAccount(),
      createAccount(),
      createAccount(),
      createAccount(),
    ]);
    const recorded = await recordMailEvent(
      snsEvent(
        bounceEvent([bounced.email.toUpperCase()], 'Permanent'),
        complaintEvent([complained.email]),
        bounceEvent([transient.email], 'Transient'),
      ),
    );
    expect(recorded).toEqual({ suppressed: 2, ignored: 1, dropped: 0 });

    for (const account of [bounced, complained, transient, other]) await forgot(account.email);

    // The send happens before the answer: what the mailbox holds now is all there will be.
    expect((await latestMail(other.email, RESET_SUBJECT)).destination.to).toEqual([other.email]);
    expect((await latestMail(transient.email, RESET_SUBJECT)).destination.to).toEqual([transient.email]);
    expect(await mailsTo(bounced.email)).toEqual([]);
    expect(await mailsTo(complained.email)).toEqual([]);
  });
});

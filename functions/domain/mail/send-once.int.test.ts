import { describe, expect, it } from 'vitest';
import type { OnceMail } from './send-once';

// The sending rate is the account's, not each sender's: two jobs sending at once
// share MAIL_SENDS_PER_SECOND through one counter a second in the table, and a mail is sent once
// whatever asks for it twice. Against the shared stack's DynamoDB Local and SES server.

const mails = (run: string, sender: string, count: number): OnceMail[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `rate-test#${run}#${sender}#${index}`,
    mail: {
      to: `rate-${run}-${sender}-${index}@example.com`,
      subject: `Rate test ${index}`,
      text: 'A test of the shared sending rate.',
      html: '<p>A test of the shared sending rate.</p>',
    },
  }));

describe('sendMailsOnce', () => {
  it('keeps two senders together within one rate, and sends a claimed mail once', async () => {
    const { sendMailsOnce } = await import('./send-once');
    const run = String(Date.now());
    const started = Date.now();
    const [first, second] = await Promise.all([
      sendMailsOnce(mails(run, 'a', 5), 3),
      sendMailsOnce(mails(run, 'b', 5), 3),
    ]);
    const elapsed = Date.now() - started;
    expect(first.sent + second.sent).toBe(10);
    // Ten mails at three a second fill four seconds: more than two have passed. Each sender pacing
    // itself alone (six a second together) would have taken about 1.3 s.
    expect(elapsed).toBeGreaterThan(2000);

    const again = await sendMailsOnce(mails(run, 'a', 5), 3);
    expect(again).toEqual({ sent: 0, skipped: 5, failed: 0 });
  }, 30_000);
});

import { claimMail, releaseMail } from '../../data/mail-once-repository';
import { countAttempt } from '../../data/throttle-repository';
import { logger } from '../../platform/logger';
import type { Mail } from '../../platform/mail';
import { sendMail } from './send-mail';

// The way jobs mail many people: each mail at most once, whatever runs twice, and no
// faster than the SES sending rate allows: MAIL_SENDS_PER_SECOND is shared by every job and every
// container at once (a THROTTLE# counter per second), so four mailing jobs running together still
// send at most that many a second, not four times it.

/** One mail of a job's batch and the key that makes it once-only: its cause and its recipient. */
export type OnceMail = { key: string; mail: Mail };

export type OnceSendResult = { sent: number; skipped: number; failed: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for one of this second's sending slots (every job's and container's mails count). */
async function takeSendSlot(perSecond: number): Promise<void> {
  for (;;) {
    const now = Date.now();
    const second = Math.floor(now / 1000);
    if (await countAttempt('mail-send', 'all', { start: second, seconds: 1, limit: perSecond })) return;
    await sleep(1000 - (now % 1000) + 5);
  }
}

/**
 * Sends each mail whose key was not claimed before, at most `perSecond` a second across every
 * sender. A failed send gives its claim back (the next run tries again) and does not stop the others.
 */
export async function sendMailsOnce(mails: readonly OnceMail[], perSecond: number): Promise<OnceSendResult> {
  const result: OnceSendResult = { sent: 0, skipped: 0, failed: 0 };
  for (const { key, mail } of mails) {
    if (!(await claimMail(key))) {
      result.skipped += 1;
      continue;
    }
    try {
      await takeSendSlot(perSecond);
      await sendMail(mail);
      result.sent += 1;
    } catch (error) {
      result.failed += 1;
      logger.warn('mail.once_failed', { key, error: error instanceof Error ? error.name : 'unknown' });
      await releaseMail(key);
    }
  }
  return result;
}

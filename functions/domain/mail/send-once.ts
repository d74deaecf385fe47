import { claimMail, releaseMail } from '../../data/mail-once-repository';
import { logger } from '../../platform/logger';
import type { Mail } from '../../platform/mail';
import { sendMail } from './send-mail';

// The way jobs mail many people (issue 27 §6): each mail at most once, whatever runs twice, and no
// faster than the SES sending rate allows (MAIL_SENDS_PER_SECOND).

/** One mail of a job's batch and the key that makes it once-only: its cause and its recipient. */
export type OnceMail = { key: string; mail: Mail };

export type OnceSendResult = { sent: number; skipped: number; failed: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends each mail whose key was not claimed before, at most `perSecond` a second. A failed send
 * gives its claim back (the next run tries again) and does not stop the others.
 */
export async function sendMailsOnce(mails: readonly OnceMail[], perSecond: number): Promise<OnceSendResult> {
  const result: OnceSendResult = { sent: 0, skipped: 0, failed: 0 };
  const gapMs = 1000 / perSecond;
  let nextSlot = Date.now();
  for (const { key, mail } of mails) {
    if (!(await claimMail(key))) {
      result.skipped += 1;
      continue;
    }
    const wait = nextSlot - Date.now();
    if (wait > 0) await sleep(wait);
    nextSlot = Math.max(nextSlot, Date.now()) + gapMs;
    try {
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

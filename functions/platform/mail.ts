import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { getSuppression } from '../data/suppression-repository';
import { config } from './config';
import { logger } from './logger';
import { ses } from './ses-client';

/** One message with a plain-text and an HTML body (mail-templates in each domain area write them). */
export type Mail = { to: string; subject: string; text: string; html: string };

/**
 * Whether the address is on our suppression list (functions/domain/mail/mail-events.ts fills it
 * from SES's permanent bounces and complaints): one GetItem. A failed read does not stop the mail:
 * in the cloud SES's own account suppression list still stands behind this one.
 */
async function suppressed(to: string): Promise<boolean> {
  try {
    const entry = await getSuppression(to);
    if (!entry) return false;
    // Never the address itself in the logs: the entry's reason and the message that caused it.
    logger.info('mail.suppressed', {
      reason: entry.reason,
      suppressedAt: entry.suppressed_at,
      sesMessageId: entry.ses_message_id,
    });
    return true;
  } catch (error) {
    logger.warn('mail.suppression_check_failed', { error: error instanceof Error ? error.name : 'unknown' });
    return false;
  }
}

/**
 * Sends through SES v2 (locally aws-ses-v2-local, whose mailbox shows it) from MAIL_FROM, with
 * MAIL_CONFIGURATION_SET; skipped (and logged) for an address on our suppression list. Callers
 * answer the same either way: whether an address bounced is not something a request may learn.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (await suppressed(mail.to)) return;
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: config.MAIL_FROM,
      // The cloud's configuration set applies SES's suppression list (no mail to an address that
      // bounced or complained) and publishes bounces and complaints; locally there is none.
      ...(config.MAIL_CONFIGURATION_SET ? { ConfigurationSetName: config.MAIL_CONFIGURATION_SET } : {}),
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      },
    }),
  );
}

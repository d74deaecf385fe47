import { getSuppression } from '../../data/suppression-repository';
import { logger } from '../../platform/logger';
import { deliverMail, type Mail } from '../../platform/mail';
import { currentMailBrand } from './mail-brand';
import { withBrand } from './mail-layout';

/**
 * Whether the address is on our suppression list (mail-events.ts fills it from SES's permanent
 * bounces and complaints): one GetItem. A failed read does not stop the mail: in the cloud SES's
 * own account suppression list still stands behind this one.
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
 * Sends the mail (functions/platform/mail.ts) laid out with the site's current brand (logo, office
 * address, site URL: mail/mail-brand.ts), skipped (and logged) for an address on our
 * suppression list. Callers answer the same either way: whether an address bounced is not
 * something a request may learn.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (await suppressed(mail.to)) return;
  await deliverMail(withBrand(mail, await currentMailBrand()));
}

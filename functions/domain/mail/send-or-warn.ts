import { logger } from '../../platform/logger';

/**
 * Sends a mail that what was just written does not depend on: the account stands if the mail cannot
 * be sent now (GET /email/resend mails the link again, Forgot password sets a password), so a
 * failure is logged with `label`, not thrown.
 */
export async function sendOrWarn(label: string, userId: number, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    logger.warn(label, { userId, error: error instanceof Error ? error.name : 'unknown' });
  }
}

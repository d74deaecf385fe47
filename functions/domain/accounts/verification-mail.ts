import { getUser, type UserRecord } from '../../data/users-repository';
import type { Caller } from '../market/caller';
import { sendMail } from '../mail/send-mail';
import { sendOrWarn } from '../mail/send-or-warn';
import { enforceLimit } from '../limits/enforce-limit';
import { logAuthEvent } from './auth-events';
import { VERIFY_LINK_DAYS, verificationLink } from './email-verification';
import { accountLimits } from './limits';
import { verificationMail } from './mail-templates';

// Sending the verification link (sign-up, a changed email address, GET /email/resend, and the
// registration flows); checking it is email-verification.ts, whose route needs no mail.

export async function sendVerificationMail(user: UserRecord, now: Date): Promise<void> {
  const link = await verificationLink(user, now);
  await sendMail(verificationMail({ to: user.email, name: user.name, link, days: VERIFY_LINK_DAYS }));
  logAuthEvent('email.verification_sent', { userId: user.id });
}

/** The verification link after a sign-up or a changed email address; a failure is logged (sendOrWarn). */
export async function trySendVerificationMail(user: UserRecord, now: Date): Promise<void> {
  await sendOrWarn('verification mail not sent', user.id, () => sendVerificationMail(user, now));
}

/** GET /email/resend: mails the link again while the address is unverified (204 either way). */
export async function resendVerification(caller: Caller, context: { viewer: string; now: Date }): Promise<void> {
  await enforceLimit(accountLimits.resendAddress, context.viewer, context.now);
  await enforceLimit(accountLimits.resendAccount, String(caller.userId), context.now);
  const user = await getUser(caller.userId);
  if (!user || user.email_verified_at !== null) return;
  await sendVerificationMail(user, context.now);
}

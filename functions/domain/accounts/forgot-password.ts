import { createHash, randomBytes } from 'node:crypto';
import { accountExtraMessages, accountMessages as m } from '@tender/shared/account-messages';
import type { SuccessAnswer } from '@tender/shared/schemas/accounts';
import { paths } from '@tender/shared/site-paths';
import { putResetToken } from '../../data/password-reset-repository';
import { findUserIdByEmail, getUser } from '../../data/users-repository';
import { ValidationError } from '../../platform/errors';
import { sendMail } from '../mail/send-mail';
import { siteLink } from '../mail/site-url';
import { enforceLimit } from '../limits/enforce-limit';
import { logAuthEvent } from './auth-events';
import { accountLimits } from './limits';
import { passwordResetMail } from './mail-templates';

// Asking for a reset link (POST /forgot_password). Using it is password-reset.ts, which hashes
// passwords; this route's bundle needs no argon2.

/** A reset link works for this long, once. */
export const RESET_LINK_MINUTES = 60;
/** 256 random bits, base64url: 43 characters. */
const TOKEN_BYTES = 32;

export type RequestContext = { viewer: string; now: Date };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The link a reset mail carries: the SPA's /reset-password with the token in the query string. */
export function resetLink(token: string): string {
  return siteLink(paths.resetPassword, { token });
}

/**
 * POST /forgot_password: mails a link with a new random token; only the token's SHA-256 is stored.
 * An address nobody registered answers 400 with SPEC §8's message (what the screen shows); both
 * limits count every request first, so addresses cannot be tried quickly.
 */
export async function requestPasswordReset(email: string, context: RequestContext): Promise<SuccessAnswer> {
  await enforceLimit(accountLimits.forgotAddress, context.viewer, context.now);
  await enforceLimit(accountLimits.forgotEmail, sha256(email.toLowerCase()), context.now);
  const id = await findUserIdByEmail(email);
  const user = id === undefined ? undefined : await getUser(id);
  if (!user) {
    logAuthEvent('password.reset_unknown_email', { viewer: context.viewer });
    throw new ValidationError({ email: [m.forgotUnknown] }, m.forgotUnknown);
  }
  if (user.email_set_by_admin && user.email_verified_at === null) {
    // An address the Admin set is not its owner's until they confirm it (email-change.ts).
    logAuthEvent('password.reset_unconfirmed_email', { userId: user.id, viewer: context.viewer });
    throw new ValidationError(
      { email: [accountExtraMessages.forgotUnconfirmed] },
      accountExtraMessages.forgotUnconfirmed,
    );
  }
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  await putResetToken({
    tokenHash: sha256(token),
    userId: user.id,
    created_at: context.now.toISOString(),
    expiresAt: epochSeconds(context.now) + RESET_LINK_MINUTES * 60,
  });
  await sendMail(
    passwordResetMail({ to: user.email, name: user.name, link: resetLink(token), minutes: RESET_LINK_MINUTES }),
  );
  logAuthEvent('password.reset_requested', { userId: user.id, viewer: context.viewer });
  return { success: true, message: m.forgotSent };
}

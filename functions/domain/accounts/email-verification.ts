import { accountMessages as m } from '@tender/shared/account-messages';
import type { VerifyEmailAnswer } from '@tender/shared/schemas/accounts';
import { paths, sitePath } from '@tender/shared/site-paths';
import { getUser, updateUser, type UserRecord } from '../../data/users-repository';
import { BadRequestError, ForbiddenError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { epochSeconds, positiveInteger, signedLink } from '../../platform/signed-link';
import { siteLink } from '../mail/site-url';
import { toAccountUser } from './account-view';
import { logAuthEvent } from './auth-events';
import { reissueToken } from './sessions';

// The verification link is signed, not stored: `<user id>-<expiry, epoch seconds>-<HMAC>`, the HMAC
// (SHA-256, key derivedKey('email-verify')) over the id, the expiry and the email address, so a
// link stops working when it expires or when the address it was sent to is changed. No dots: the
// SPA's hosts (CloudFront's routing function, the local gateway) take a last path segment with a dot
// for a file.

export const VERIFY_LINK_DAYS = 7;

/** The address confirmed by its owner: verified, and no longer one the Admin set (reset links go to it again). */
const confirmedChanges = (owner: UserRecord, now: Date) => ({
  email_verified_at: now.toISOString(),
  ...(owner.email_set_by_admin ? { email_set_by_admin: false } : {}),
});
const verifyLinks = signedLink({
  purpose: 'email-verify',
  fields: { userId: positiveInteger(16), expiresAt: epochSeconds },
  expiresAt: 'expiresAt',
});

export async function verificationToken(user: UserRecord, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + VERIFY_LINK_DAYS * 24 * 60 * 60 * 1000);
  return verifyLinks.sign({ userId: user.id, expiresAt }, [user.email]);
}

/** The SPA route /email/verify/{verify_url} with the signed token as verify_url. */
export async function verificationLink(user: UserRecord, now: Date): Promise<string> {
  return siteLink(sitePath(paths.emailVerify, { verify_url: await verificationToken(user, now) }));
}

/**
 * GET /email/verify: 202 with the account and a token signed again for the same session (the
 * verified state itself is read from the account on every request, so the old token works too).
 * A link that is malformed, tampered with or expired is a 400; a genuine link of another account a 403.
 */
export async function verifyEmail(token: string, caller: Caller, now: Date): Promise<VerifyEmailAnswer> {
  const refused = (reason: string) => {
    logAuthEvent('email.verify_refused', { userId: caller.userId, reason });
    return new BadRequestError(m.verifyLinkError);
  };
  const named = verifyLinks.parse(token);
  if (!named) throw refused('malformed');
  const owner = await getUser(named.userId);
  if (!owner) throw refused('unknown user');
  const link = await verifyLinks.check(token, { now, bound: [owner.email] });
  if (!link.valid) throw refused(link.reason);
  if (owner.id !== caller.userId) {
    logAuthEvent('email.verify_refused', { userId: caller.userId, reason: 'another account' });
    throw new ForbiddenError(m.verifyLinkError);
  }
  const user =
    owner.email_verified_at === null
      ? await updateUser(owner, confirmedChanges(owner, now), { email: owner.email })
      : owner;
  if (owner.email_verified_at === null) logAuthEvent('email.verified', { userId: user.id });
  return { message: m.verified, user: toAccountUser(user), token: await reissueToken(caller, user) };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { accountMessages as m } from '@tender/shared/account-messages';
import type { VerifyEmailAnswer } from '@tender/shared/schemas/accounts';
import { getUser, updateUser, type UserRecord } from '../../data/users-repository';
import { config } from '../../platform/config';
import { BadRequestError, ForbiddenError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { derivedKey } from '../../platform/secrets';
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
const TOKEN_SHAPE = /^([1-9]\d{0,15})-(\d{1,12})-([A-Za-z0-9_-]{43})$/;

async function signature(userId: number, expires: number, email: string): Promise<Buffer> {
  return createHmac('sha256', await derivedKey('email-verify'))
    .update(`${userId}.${expires}.${email}`)
    .digest();
}

export async function verificationToken(user: UserRecord, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + VERIFY_LINK_DAYS * 24 * 60 * 60;
  const mac = await signature(user.id, expires, user.email);
  return `${user.id}-${expires}-${mac.toString('base64url')}`;
}

/** The SPA route /email/verify/{verify_url} with the signed token as verify_url. */
export async function verificationLink(user: UserRecord, now: Date): Promise<string> {
  return new URL(`/email/verify/${await verificationToken(user, now)}`, config.SITE_URL).toString();
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
  const match = TOKEN_SHAPE.exec(token);
  if (!match) throw refused('malformed');
  const [, idText, expiresText, macText] = match as unknown as [string, string, string, string];
  const owner = await getUser(Number(idText));
  if (!owner) throw refused('unknown user');
  const expected = await signature(owner.id, Number(expiresText), owner.email);
  const given = Buffer.from(macText, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused('signature');
  if (Number(expiresText) <= Math.floor(now.getTime() / 1000)) throw refused('expired');
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

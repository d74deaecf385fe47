import { randomInt } from 'node:crypto';

// The password a registration mails: random, used to log in the first time, replaced at once
// (must_change_password), and refused by login after ONE_TIME_PASSWORD_DAYS. No imports beyond
// node:crypto: the login bundle carries this module.

export const ONE_TIME_PASSWORD_DAYS = 7;

export const oneTimePasswordMessages = {
  expired: 'Your one-time password has expired. Please use Forgot password to set a new one.',
} as const;

/** Letters and digits that cannot be mistaken for one another when read off a mail (no 0/O, 1/l/I). */
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = UPPER + LOWER + DIGITS;

const pick = (characters: string) => characters.charAt(randomInt(characters.length));

/**
 * 12 random characters (about 68 bits) in three groups of four, e.g. `Hq7k-Mz3p-Tw9c`: at least one
 * capital, one small letter and one digit, so it also passes rules that ask for each.
 */
export function generateOneTimePassword(): string {
  for (;;) {
    const characters = Array.from({ length: 12 }, () => pick(ALPHABET)).join('');
    if (/[A-Z]/.test(characters) && /[a-z]/.test(characters) && /\d/.test(characters)) {
      return characters.match(/.{4}/g)!.join('-');
    }
  }
}

export function oneTimePasswordExpiresAt(now: Date): string {
  return new Date(now.getTime() + ONE_TIME_PASSWORD_DAYS * 86_400_000).toISOString();
}

/** A mailed password not yet replaced, past its expiry. Passwords people chose never expire here. */
export function isOneTimePasswordExpired(
  user: { must_change_password: boolean; password_expires_at: string | null },
  now: Date,
): boolean {
  if (!user.must_change_password || !user.password_expires_at) return false;
  return Date.parse(user.password_expires_at) <= now.getTime();
}

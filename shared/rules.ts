// Validation rules both sides apply: zod on the server, yup in the forms. Plain values, no zod,
// so the browser bundle stays small.
import { RESET_PASSWORD_MIN_LENGTH } from './constants';
import { contactMessages as m } from './messages';

/** zod 4's email pattern (z.regexes.email); rules.test.ts checks it still is. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/; // eslint-disable-line no-useless-escape

export const DIGITS_PATTERN = /^\d+$/;

/**
 * An amount of rupees with at most two decimals. `Math.round(v * 100) === v * 100` is not this:
 * 0.07 * 100 is 7.000000000000001 in binary floating point, so it refused about one amount in ten.
 * The two-decimal text of the value read back is the value itself exactly when it has at most two.
 */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(2)) === value;
}

// In a module of its own, with no imports, for the web entry (web/src/app/early-data.ts).
export { POSITIVE_ID_PATTERN } from './id-pattern';

export const CONTACT_LIMITS = {
  name: { max: 120, message: 'Name is too long.' },
  email: { max: 254, message: m.emailInvalid },
  subject: { max: 200, message: 'Subject is too long.' },
  message: { max: 5000, message: 'Message is too long.' },
} as const;

/** A query limit or count: a positive whole number written plainly (no sign, exponent, hex or leading zeros). */
export const POSITIVE_COUNT_PATTERN = /^[1-9]\d{0,5}$/;

/** A calendar date written YYYY-MM-DD. */
export const DATE_ONLY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a YYYY-MM-DD string naming a day that exists (no 2026-02-30, no month 13). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_ONLY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

// What people type may hold tab and newline, but no other control character, no bidi override or
// isolate (they make text read differently from how it is stored: "Trojan Source"), and no lone
// UTF-16 surrogate (it cannot be stored or mailed as valid UTF-8).
const UNSAFE_TEXT =
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/; // eslint-disable-line no-control-regex

/** The shared rule for free text that people type: contact form now, profiles later. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** The message naming the field whose text holds a character `isSafeText` refuses. */
export const unsafeTextMessage = (field: string) => `${field} contains characters that are not allowed.`;

/** Passwords: at least 9 characters on every path that sets one (SPEC: reset), at most 64. */
export const PASSWORD_LIMITS = { min: RESET_PASSWORD_MIN_LENGTH, max: 64 } as const;

/** A login id is an email address or a 10-digit mobile number. */
export const MOBILE_PATTERN = /^\d{10}$/;

/** A TOTP code as authenticator apps show it. */
export const OTP_PATTERN = /^\d{6}$/;

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

// In a module of its own, with no imports, for the web entry (web/src/app/start/early-data.ts).
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

/**
 * The invisible format characters (Unicode category Cf, Unicode 17) but the two joiners:
 * soft hyphen, RLM/LRM/ALM, zero-width space, word joiner, BOM, tags and the like. They make two
 * names that look alike differ ("Acme" and "Ac\u200Bme" are two accounts to a search, one to a
 * reader) and hide text in plain sight. A character class body for a
 * Unicode (`u`) pattern; shared/schemas/documented.ts says the same to the OpenAPI document.
 */
export const INVISIBLE_FORMAT_CLASS =
  '\\u00AD\\u0600-\\u0605\\u061C\\u06DD\\u070F\\u0890\\u0891\\u08E2\\u180E\\u200B\\u200E\\u200F\\u202A-\\u202E' +
  '\\u2060-\\u2064\\u2066-\\u206F\\uFEFF\\uFFF9-\\uFFFB\\u{110BD}\\u{110CD}\\u{13430}-\\u{1343F}' +
  '\\u{1BCA0}-\\u{1BCA3}\\u{1D173}-\\u{1D17A}\\u{E0001}\\u{E0020}-\\u{E007F}';

/**
 * Characters that are not Cf but show nothing, or break a line where a reader sees none: the line
 * and paragraph separators (U+2028, U+2029: a mail or a CSV cell splits there, a text box does not),
 * the combining grapheme joiner, the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0: "blank" names),
 * the Khmer inherent vowels (U+17B4, U+17B5) and the braille blank (U+2800, the filler of choice
 * for a name that looks empty; braille text itself is not typed into a tender form). A character
 * class body, said the same to the OpenAPI document (shared/schemas/documented.ts).
 */
export const INVISIBLE_FILLER_CLASS = '\\u034F\\u115F\\u1160\\u17B4\\u17B5\\u2028\\u2029\\u2800\\u3164\\uFFA0';

// eslint-disable-next-line no-misleading-character-class -- the combining grapheme joiner is listed on its own, on purpose
const INVISIBLE_FORMAT = new RegExp(`[${INVISIBLE_FORMAT_CLASS}${INVISIBLE_FILLER_CLASS}]`, 'u');

// ZWNJ and ZWJ (U+200C, U+200D) are Cf too, but Devanagari and other Indic scripts need them after
// a virama (Marathi's eyelash ra: र्‍य, क्‍ष), and emoji sequences join pictographs with ZWJ. Anywhere
// else, between two Latin letters, at either end, or after a Latin accent (a combining diacritic
// is a mark too, so "e\u0301\u200Dx" would pass as Indic), they only hide a difference: refused.
const STRAY_JOINER =
  // eslint-disable-next-line no-misleading-character-class -- the combining accents are listed on their own, on purpose
  /(?<![\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])[\u200C\u200D]|(?<=[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/u;

/** The shared rule for free text that people type: names, addresses, remarks, the contact form. */
export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value) && !INVISIBLE_FORMAT.test(value) && !STRAY_JOINER.test(value);
}

/** The message naming the field whose text holds a character `isSafeText` refuses. */
export const unsafeTextMessage = (field: string) => `${field} contains characters that are not allowed.`;

/** Passwords: at least 9 characters on every path that sets one (SPEC: reset), at most 64. */
export const PASSWORD_LIMITS = { min: RESET_PASSWORD_MIN_LENGTH, max: 64 } as const;

/** A login id is an email address or a 10-digit mobile number. */
export const MOBILE_PATTERN = /^\d{10}$/;

/** A TOTP code as authenticator apps show it. */
export const OTP_PATTERN = /^\d{6}$/;

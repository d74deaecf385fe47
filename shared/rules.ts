// Validation rules both sides apply: zod on the server, yup in the forms. Plain values, no zod,
// so the browser bundle stays small.
import { contactMessages as m } from './messages';

/** zod 4's email pattern (z.regexes.email); rules.test.ts checks it still is. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/; // eslint-disable-line no-useless-escape

export const DIGITS_PATTERN = /^\d+$/;

/** A path id: a positive whole number without sign, leading zeros or decimals. */
export const POSITIVE_ID_PATTERN = /^[1-9]\d{0,15}$/;

export const CONTACT_LIMITS = {
  name: { max: 120, message: 'Name is too long.' },
  email: { max: 254, message: m.emailInvalid },
  subject: { max: 200, message: 'Subject is too long.' },
  message: { max: 5000, message: 'Message is too long.' },
} as const;

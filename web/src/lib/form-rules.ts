// yup pieces that mirror the zod rules of shared/schemas/accounts.ts, message for message. Each form's
// schema test feeds the same input to both and expects the same first message per field.
import { accountMessages as m } from '@tender/shared/account-messages';
import { EMAIL_PATTERN, PASSWORD_LIMITS, isSafeText, unsafeTextMessage } from '@tender/shared/rules';
import { string, type StringSchema } from 'yup';

/** zod's own message for `.max(1024)` without one (the current password in shared/schemas/accounts.ts). */
export const CURRENT_PASSWORD_MAX = 1024;
export const currentPasswordTooLong = `Too big: expected string to have <=${CURRENT_PASSWORD_MAX} characters`;

/** Trimmed, then required: spaces alone are empty. */
export const requiredText = (message: string) => string().trim().required(message);

/** Typed text that must pass the shared safe-text rule (no control or bidi characters). */
export const safeText = (schema: StringSchema<string>, field: string) =>
  schema.test('safe-text', unsafeTextMessage(field), (value) => value === undefined || isSafeText(value));

/** An email address: trimmed, required, at most 254 characters, the shared pattern. */
export const emailAddress = (required: string = m.forgotEmail, invalid: string = m.forgotEmailInvalid) =>
  requiredText(required).max(254, invalid).matches(EMAIL_PATTERN, { message: invalid, excludeEmptyString: true });

/** A new password as typed (never trimmed): required, 9 to 64 characters. */
export const newPassword = (required: string) =>
  string()
    .required(required)
    .min(PASSWORD_LIMITS.min, m.resetPasswordShort)
    .max(PASSWORD_LIMITS.max, m.passwordTooLong);

/** The confirmation field: equal to `field` of the same form. */
export const sameAs = (schema: StringSchema<string | undefined>, field: string, message: string) =>
  schema.test('same-as', message, function sameAsField(value) {
    return (value ?? '') === ((this.parent as Record<string, unknown>)[field] ?? '');
  });

// Same messages as ResetPasswordBody (zod) for the same input: reset-password-schema.test.ts.
// The token is not a field: it comes from the link's query string.
import { accountMessages as m } from '@tender/shared/account-messages';
import { object, string } from 'yup';
import { emailAddress, newPassword, sameAs } from '../../lib/form-rules';

export type ResetPasswordValues = { email: string; password: string; password_confirmation: string };

export const emptyResetPassword: ResetPasswordValues = { email: '', password: '', password_confirmation: '' };

export const resetPasswordSchema = object({
  email: emailAddress(),
  password: newPassword(m.resetPassword),
  password_confirmation: sameAs(string(), 'password', m.resetMismatch),
});

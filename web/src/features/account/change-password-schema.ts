// Change Password (SPEC.md §5). Same messages as ChangePasswordBody (zod) for the same input:
// change-password-schema.test.ts. The current password is asked unless the account must replace a
// one-time password (the server's rule, checked here too).
import { accountMessages as m } from '@tender/shared/account-messages';
import type { ProfileUpdateBody } from '@tender/shared/schemas/accounts';
import { object, string } from 'yup';
import { CURRENT_PASSWORD_MAX, currentPasswordTooLong, newPassword, sameAs } from '../../lib/form-rules';

export type ChangePasswordValues = { password: string; confirm_password: string; current_password: string };

export const emptyChangePassword: ChangePasswordValues = { password: '', confirm_password: '', current_password: '' };

export function changePasswordSchema(mustChangePassword: boolean) {
  return object({
    password: newPassword(m.changePassword),
    confirm_password: sameAs(string().required(m.changeConfirm), 'password', m.changeMismatch),
    // Not shown (nor sent) while a one-time password must be replaced.
    current_password: mustChangePassword
      ? string()
      : string().required(m.currentPassword).max(CURRENT_PASSWORD_MAX, currentPasswordTooLong),
  });
}

export function changePasswordBody(values: ChangePasswordValues, mustChangePassword: boolean): ProfileUpdateBody {
  return {
    isChangePassword: true,
    password: values.password,
    confirm_password: values.confirm_password,
    ...(mustChangePassword ? {} : { current_password: values.current_password }),
  };
}

import { accountMessages as m } from '@tender/shared/account-messages';
import { PASSWORD_LIMITS } from '@tender/shared/rules';
import { ValidationError } from '../../platform/errors';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

// Every path that sets a password (sign-up, reset, change) goes through assertAcceptablePassword:
// 9 to 64 characters (the schemas say so too) and not one of the common passwords shipped with
// the code (common-passwords.ts), compared without regard to letter case.

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.toLowerCase());
}

/** Throws a 400 naming `field` when the password may not be set. */
export function assertAcceptablePassword(password: string, field: string): void {
  if (password.length < PASSWORD_LIMITS.min) throw new ValidationError({ [field]: [m.resetPasswordShort] });
  if (password.length > PASSWORD_LIMITS.max) throw new ValidationError({ [field]: [m.passwordTooLong] });
  if (isCommonPassword(password)) throw new ValidationError({ [field]: [m.passwordCommon] });
}

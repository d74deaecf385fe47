// My Info edit (SPEC.md §5). Same messages as UpdateAccountBody (zod) for the same input:
// my-info-schema.test.ts. Two rules the server applies beyond the schema are checked here too:
// turning two-factor on needs the app's code (the schema takes an empty code as none), and a new
// email or mobile, or turning two-factor off, needs the current password.
import { PHONE_DIGITS } from '@tender/shared/constants';
import { accountMessages as m } from '@tender/shared/account-messages';
import { DIGITS_PATTERN, OTP_PATTERN } from '@tender/shared/rules';
import type { AccountUser, ProfileUpdateBody } from '@tender/shared/schemas/accounts';
import { boolean, object, string } from 'yup';
import {
  CURRENT_PASSWORD_MAX,
  currentPasswordTooLong,
  emailAddress,
  requiredText,
  safeText,
} from '../../lib/form-rules';

export type MyInfoValues = {
  name: string;
  email: string;
  mobile: string;
  google2fa_enabled: boolean;
  /** The authenticator app's current code, when turning two-factor on. */
  otp: string;
  current_password: string;
};

export type SavedAccount = Pick<AccountUser, 'email' | 'mobile' | 'google2fa_enabled'>;

export function myInfoValues(account: AccountUser): MyInfoValues {
  return {
    name: account.name,
    email: account.email,
    mobile: account.mobile ?? '',
    google2fa_enabled: account.google2fa_enabled,
    otp: '',
    current_password: '',
  };
}

/** Two-factor is being turned on: the QR code is shown and a code must come with Save. */
export function isTurningTwoFactorOn(
  values: Partial<Pick<MyInfoValues, 'google2fa_enabled'>>,
  account: SavedAccount,
): boolean {
  return Boolean(values.google2fa_enabled) && !account.google2fa_enabled;
}

/**
 * A new email or mobile, or two-factor turned off: the current password is asked. (Formik hands yup
 * empty fields as undefined.)
 */
export function needsCurrentPassword(
  values: Partial<Pick<MyInfoValues, 'email' | 'mobile' | 'google2fa_enabled'>>,
  account: SavedAccount,
): boolean {
  return (
    (values.email ?? '').trim().toLowerCase() !== account.email.toLowerCase() ||
    (values.mobile ?? '').trim() !== (account.mobile ?? '') ||
    (account.google2fa_enabled && !values.google2fa_enabled)
  );
}

export function myInfoSchema(account: SavedAccount) {
  return object({
    name: safeText(requiredText(m.myInfoName).max(120, 'Name is too long.'), 'Name'),
    email: emailAddress(),
    mobile: requiredText(m.myInfoMobile)
      .matches(DIGITS_PATTERN, { message: m.myInfoMobile, excludeEmptyString: true })
      .min(PHONE_DIGITS, m.myInfoMobile)
      .max(PHONE_DIGITS, m.myInfoMobile),
    google2fa_enabled: boolean().required(),
    otp: string().test('otp', function otpWhenTurningOn(value) {
      if (!isTurningTwoFactorOn(this.parent as MyInfoValues, account)) return true;
      const code = (value ?? '').trim();
      if (!code) return this.createError({ message: m.otpRequired });
      return OTP_PATTERN.test(code) || this.createError({ message: m.otpInvalid });
    }),
    current_password: string()
      .max(CURRENT_PASSWORD_MAX, currentPasswordTooLong)
      .test('current-password', m.currentPassword, function currentPasswordWhenNeeded(value) {
        return !needsCurrentPassword(this.parent as MyInfoValues, account) || Boolean(value);
      }),
  });
}

/** The PUT body: trimmed values; the code and the current password only when they are asked for. */
export function myInfoBody(values: MyInfoValues, account: SavedAccount): ProfileUpdateBody {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    google2fa_enabled: values.google2fa_enabled,
    ...(isTurningTwoFactorOn(values, account) ? { otp: values.otp.trim() } : {}),
    ...(needsCurrentPassword(values, account) ? { current_password: values.current_password } : {}),
  };
}

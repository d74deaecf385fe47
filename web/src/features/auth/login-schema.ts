// The login form's yup schemas. They give the same messages as LoginBody (shared/schemas/accounts.ts,
// zod) for the same input: login-schema.test.ts feeds both the same bad values.
import { accountMessages as m } from '@tender/shared/account-messages';
import { OTP_PATTERN } from '@tender/shared/rules';
import { boolean, object, string } from 'yup';
import { requiredText } from '../../lib/form-rules';

export type LoginValues = { email: string; password: string; otp: string; remember: boolean };

export const emptyLogin: LoginValues = { email: '', password: '', otp: '', remember: false };

const fields = {
  /** An email address or a 10-digit mobile number; the server tells which. */
  email: requiredText(m.loginEmail).max(254, m.loginFailed),
  password: string().required(m.loginPassword).max(1024, m.loginFailed),
  remember: boolean().required(),
};

/** Before the server has asked for the authenticator code. */
export const loginSchema = object(fields);

/**
 * Once the answer said two-factor is required: the code is asked for (the API takes an empty code as
 * none and answers that it is required, so the form says so first) and checked.
 */
export const loginWithOtpSchema = object({
  ...fields,
  otp: string().required(m.otpRequired).matches(OTP_PATTERN, m.otpInvalid),
});

import { PHONE_DIGITS, USER_ROLES } from '../constants';
import { accountMessages as m } from '../account-messages';
import { DIGITS_PATTERN, EMAIL_PATTERN, OTP_PATTERN, PASSWORD_LIMITS, isSafeText, unsafeTextMessage } from '../rules';
import { documented, NOT_BLANK_PATTERN, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';
import { privacyConsent } from './privacy-consent';

// Accounts and sessions (SPEC.md §3, §5, §7 Authentication and /profile, /users). The server parses
// with these; the forms' yup schemas give the same messages from shared/messages.ts. zod/mini
// (./mini.ts), as every signed-in route's bundle carries these and the token code.

const requiredText = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));
const email = (required: string, invalid: string) =>
  z.pipe(
    requiredText(required).check(z.maxLength(254, invalid), z.regex(EMAIL_PATTERN, invalid)),
    z.transform((value: string) => value.toLowerCase()),
  );
/** A password as typed: never trimmed; the length rules apply wherever one is set. */
const newPassword = (required: string) =>
  z
    .string({ error: required })
    .check(
      z.minLength(1, required),
      z.minLength(PASSWORD_LIMITS.min, m.resetPasswordShort),
      z.maxLength(PASSWORD_LIMITS.max, m.passwordTooLong),
    );
const anyPassword = (required: string) =>
  z.string({ error: required }).check(z.minLength(1, required), z.maxLength(1024, m.loginFailed));
const otp = z.string({ error: m.otpInvalid }).check(z.regex(OTP_PATTERN, m.otpInvalid));
/** An OTP field as forms send it: empty (the field is hidden or left blank) counts as no code. */
const optionalOtp = z.optional(z.union([z.literal(''), otp]));
/** A person's name as the forms send it. */
const personName = (required: string) =>
  requiredText(required).check(
    z.maxLength(120, 'Name is too long.'),
    z.refine(isSafeText, unsafeTextMessage('Name')),
    documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
  );
/** The password typed twice must match; the message goes on the repetition. */
const repeatsPassword = (repetition: string, message: string) =>
  z.refine<Record<string, unknown>>((body) => body.password === body[repetition], { path: [repetition], message });

/** The account as its owner (and Admins) see it. Never carries a hash, secret or token. */
export const AccountUser = z.object({
  id: z.number(),
  name: z.string(),
  username: z.nullable(z.string()),
  email: z.string(),
  mobile: z.nullable(z.string()),
  role: z.enum(USER_ROLES),
  email_verified_at: z.nullable(z.string()),
  google2fa_enabled: z.boolean(),
  /** A one-time password from a registration mail must be replaced first (Change Password). */
  must_change_password: z.boolean(),
});
export type AccountUser = z.infer<typeof AccountUser>;

export const LoginBody = z.object({
  /** An email address or a 10-digit mobile number. */
  email: requiredText(m.loginEmail).check(z.maxLength(254, m.loginFailed), documented({ pattern: NOT_BLANK_PATTERN })),
  password: anyPassword(m.loginPassword),
  otp: optionalOtp,
  /** Keep the session across browser restarts (longer token lifetime; stored in localStorage). */
  remember: z.optional(z.boolean()),
  /**
   * The known-device token an earlier login answered on this device: spares it the wait that wrong
   * passwords from elsewhere put on the account. One that is not genuine counts as no token.
   */
  device_token: z.optional(z.string({ error: m.deviceToken }).check(z.maxLength(200, m.deviceToken))),
});
export type LoginBody = z.input<typeof LoginBody>;

export const LoginSuccess = z.object({
  error: z.literal(false),
  message: z.string(),
  user: AccountUser,
  token: z.string(),
  /** When the token stops working (ISO 8601). */
  expires_at: z.string(),
  /** This device's known-device token (90 days): the browser keeps it and sends it with its next logins. */
  device_token: z.string(),
});
/** Password right, second factor missing: SPEC §4 shows the OTP field for this answer. */
export const LoginNeedsOtp = z.object({
  error: z.literal(true),
  message: z.string(),
  two_factor_required: z.literal(true),
  user: z.object({ google2fa_enabled: z.literal(true) }),
});
export const LoginAnswer = z.union([LoginSuccess, LoginNeedsOtp]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const MessageAnswer = z.object({ error: z.literal(false), message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

export const ForgotPasswordBody = z.object({ email: email(m.forgotEmail, m.forgotEmailInvalid) });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBody>;
export const SuccessAnswer = z.object({ success: z.literal(true), message: z.string() });
export type SuccessAnswer = z.infer<typeof SuccessAnswer>;

export const ResetPasswordBody = z
  .object({
    email: email(m.forgotEmail, m.forgotEmailInvalid),
    password: newPassword(m.resetPassword),
    password_confirmation: z.string({ error: m.resetMismatch }),
    token: z
      .string({ error: m.resetTokenInvalid })
      .check(z.minLength(1, m.resetTokenInvalid), z.maxLength(200, m.resetTokenInvalid)),
  })
  .check(repeatsPassword('password_confirmation', m.resetMismatch));
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** GET /email/verify?token=<verify_url>: the signed link of the verification mail. */
export const VerifyEmailQuery = z.object({
  token: z
    .string({ error: m.verifyLinkError })
    .check(z.minLength(1, m.verifyLinkError), z.maxLength(500, m.verifyLinkError)),
});
/** 202: the account is verified; a fresh token carries the verified state. */
export const VerifyEmailAnswer = z.object({ message: z.string(), user: AccountUser, token: z.string() });
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswer>;

export const SignUpBody = z
  .object({
    name: personName(m.signUpName),
    username: requiredText(m.signUpUsername).check(
      z.maxLength(60, 'Username is too long.'),
      z.regex(/^[A-Za-z0-9._-]+$/, 'Username may hold letters, digits, dot, dash and underscore.'),
    ),
    email: email(m.forgotEmail, m.forgotEmailInvalid),
    password: newPassword(m.signUpPassword),
    confirmPassword: z.string({ error: m.signUpConfirm }).check(z.minLength(1, m.signUpConfirm)),
    privacy_consent: privacyConsent,
  })
  .check(repeatsPassword('confirmPassword', m.signUpMismatch));
export type SignUpBody = z.input<typeof SignUpBody>;
export const SignUpAnswer = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ id: z.number() }),
});

/** GET/PUT /profile/{id} answers the account. */
export const AccountAnswer = z.object({ message: z.optional(z.string()), data: AccountUser });
export type AccountAnswer = z.infer<typeof AccountAnswer>;

/** My Info edit (SPEC §5): trimmed; turning two-factor on needs a code, sensitive changes the current password. */
export const UpdateAccountBody = z.object({
  isChangePassword: z.optional(z.literal(false)),
  name: personName(m.myInfoName),
  email: email(m.forgotEmail, m.forgotEmailInvalid),
  mobile: requiredText(m.myInfoMobile).check(
    z.regex(DIGITS_PATTERN, m.myInfoMobile),
    z.minLength(PHONE_DIGITS, m.myInfoMobile),
    z.maxLength(PHONE_DIGITS, m.myInfoMobile),
  ),
  google2fa_enabled: z.boolean(),
  /** The current code of the authenticator app, when turning two-factor on. */
  otp: optionalOtp,
  /** Needed to change email or mobile, or to turn two-factor off. */
  current_password: z.optional(z.string().check(z.maxLength(1024))),
});
/** Change Password (SPEC §5). The current password is asked too unless a one-time password must be replaced. */
export const ChangePasswordBody = z
  .object({
    isChangePassword: z.literal(true),
    password: newPassword(m.changePassword),
    confirm_password: z.string({ error: m.changeConfirm }).check(z.minLength(1, m.changeConfirm)),
    current_password: z.optional(z.string().check(z.maxLength(1024))),
  })
  .check(repeatsPassword('confirm_password', m.changeMismatch));
export const ProfileUpdateBody = z.union([ChangePasswordBody, UpdateAccountBody]);
export type ProfileUpdateBody = z.input<typeof ProfileUpdateBody>;

/** A new authenticator secret to scan; it takes effect only once a code from it is sent back. */
export const TwoFactorSecretAnswer = z.object({
  data: z.object({ secret: z.string(), otpauth_url: z.string(), qr_code_svg: z.string() }),
});
export type TwoFactorSecretAnswer = z.infer<typeof TwoFactorSecretAnswer>;

export const RoleListAnswer = z.object({ data: z.array(z.enum(USER_ROLES)) });

export const CheckEmailParams = z.object({
  email: z.string().check(z.maxLength(254)),
  /** The account being edited, whose own email does not count; 'null' for a new account. */
  id: z.union([z.literal('null'), z.string().check(z.regex(/^[1-9]\d{0,15}$/))]),
});
export const CheckEmailAnswer = z.object({ data: z.object({ exists: z.boolean() }) });

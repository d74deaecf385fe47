import { IdParam } from '@tender/shared/schemas/common';
import {
  AccountAnswer,
  CheckEmailAnswer,
  CheckEmailParams,
  ForgotPasswordBody,
  LoginAnswer,
  LoginBody,
  MessageAnswer,
  ProfileUpdateBody,
  ResetPasswordBody,
  RoleListAnswer,
  SignUpAnswer,
  SignUpBody,
  SuccessAnswer,
  TwoFactorSecretAnswer,
  VerifyEmailAnswer,
  VerifyEmailQuery,
} from '@tender/shared/schemas/accounts';
import { repeatsPasswordRule } from './business-rules';
import { commonPasswordRule } from './business-rules';
import { accountUpdateRules } from './business-rules-forms';
import { defineRoute } from './route-contract';

const tag = 'Accounts';

/**
 * Routes that hash or verify passwords (argon2id, m=19 MiB, t=2, p=1) get more memory, which on
 * Lambda also means proportionally more CPU (a whole vCPU at 1769 MB; 512 MB, the default, is
 * under a third of one).
 */
const PASSWORD_HASHING_MEMORY = 1024;

export const login = defineRoute({
  method: 'POST',
  path: '/login',
  handler: 'auth/login',
  auth: 'public',
  tag,
  summary: 'Logs in with email or mobile and password (and the authenticator code when two-factor is on)',
  body: LoginBody,
  answers: { 200: LoginAnswer },
  errors: [401, 429],
  memory: PASSWORD_HASHING_MEMORY,
  // Counts failed attempts, stores the session, signs its token and the known-device token, mails
  // the owner when strangers' failures pass the limit.
  access: { table: 'write', writes: ['THROTTLE', 'USER'], mail: true, secrets: ['jwt'] },
});

export const logout = defineRoute({
  method: 'POST',
  path: '/logout',
  handler: 'auth/logout',
  auth: 'user',
  beforePasswordChange: true,
  tag,
  summary: 'Ends this session: its token stops working at once',
  answers: { 200: MessageAnswer },
  access: { table: 'write', writes: ['USER'] },
});

export const forgotPassword = defineRoute({
  method: 'POST',
  path: '/forgot_password',
  businessRules: [{ field: 'email', rule: 'the email address of an account' }],
  handler: 'auth/forgot-password',
  auth: 'public',
  tag,
  summary: 'Mails a link to set a new password (valid 60 minutes, usable once)',
  body: ForgotPasswordBody,
  answers: { 200: SuccessAnswer },
  errors: [429],
  access: { table: 'write', writes: ['THROTTLE', 'TOKEN'], mail: true },
});

export const resetPassword = defineRoute({
  method: 'POST',
  path: '/reset_password',
  businessRules: [
    repeatsPasswordRule('password_confirmation'),
    commonPasswordRule('password'),
    { field: 'token', rule: 'the token of the latest reset mail to this email address, not expired' },
  ],
  handler: 'auth/reset-password',
  auth: 'public',
  tag,
  summary: "Sets a new password with the mailed link's token; every session of the account ends",
  body: ResetPasswordBody,
  answers: { 200: SuccessAnswer },
  errors: [429],
  memory: PASSWORD_HASHING_MEMORY,
  // Ends every session of the account (BatchWrite of its session items).
  access: { table: 'write', writes: ['THROTTLE', 'TOKEN', 'USER'] },
});

export const verifyEmail = defineRoute({
  method: 'GET',
  path: '/email/verify',
  businessRules: [
    {
      field: 'token',
      rule: 'the signed link of the latest verification mail of this account, unchanged and not expired',
    },
  ],
  handler: 'auth/verify-email',
  auth: 'user',
  // The registration mail carries the link and the one-time password: either may come first.
  beforePasswordChange: true,
  tag,
  summary: "Verifies the caller's email address with the signed link of the verification mail",
  query: VerifyEmailQuery,
  answers: { 202: VerifyEmailAnswer },
  errors: [403],
  // The link's HMAC key is derived from the JWT key; a fresh token is signed for the session.
  access: { table: 'write', writes: ['EMAIL', 'MOBILE', 'USER'], secrets: ['jwt'] },
});

export const resendVerification = defineRoute({
  method: 'GET',
  path: '/email/resend',
  handler: 'auth/resend-verification',
  auth: 'user',
  beforePasswordChange: true,
  tag,
  summary: 'Mails the verification link again',
  answers: { 204: null },
  errors: [429],
  access: { table: 'write', writes: ['THROTTLE'], mail: true, secrets: ['jwt'] },
});

export const signUp = defineRoute({
  method: 'POST',
  path: '/sign_up',
  businessRules: [repeatsPasswordRule('confirmPassword'), commonPasswordRule('password')],
  handler: 'auth/sign-up',
  auth: 'public',
  tag,
  summary: 'Creates a Subscriber account and mails the verification link',
  body: SignUpBody,
  answers: { 201: SignUpAnswer },
  errors: [409, 429],
  memory: PASSWORD_HASHING_MEMORY,
  access: { table: 'write', writes: ['EMAIL', 'MOBILE', 'SEQ', 'THROTTLE', 'USER'], mail: true, secrets: ['jwt'] },
});

export const getAccount = defineRoute({
  method: 'GET',
  path: '/profile/{id}',
  handler: 'accounts/get-account',
  auth: 'user',
  beforePasswordChange: true,
  tag,
  summary: 'One account (the caller’s own, or any for Admins)',
  params: IdParam,
  answers: { 200: AccountAnswer },
  errors: [403],
  access: { table: 'read' },
});

export const updateAccount = defineRoute({
  method: 'PUT',
  path: '/profile/{id}',
  businessRules: accountUpdateRules,
  handler: 'accounts/update-account',
  auth: 'user',
  // Only the password change: the My Info details answer 403 until then (domain/accounts/account.ts).
  beforePasswordChange: true,
  tag,
  summary: 'Changes name, email, mobile and two-factor, or the password (the caller’s own account only)',
  params: IdParam,
  body: ProfileUpdateBody,
  answers: { 200: AccountAnswer },
  errors: [403, 409, 429],
  memory: PASSWORD_HASHING_MEMORY,
  // A changed email address gets a new verification mail; a password change ends other sessions.
  access: { table: 'write', writes: ['EMAIL', 'MOBILE', 'THROTTLE', 'USER'], mail: true, secrets: ['jwt'] },
});

export const createTwoFactorSecret = defineRoute({
  method: 'POST',
  path: '/profile/{id}/two_factor_secret',
  handler: 'accounts/create-two-factor-secret',
  auth: 'user',
  tag,
  summary: 'A new authenticator secret and QR code; two-factor turns on only once a code from it is saved',
  params: IdParam,
  answers: { 200: TwoFactorSecretAnswer },
  errors: [403],
  access: { table: 'write', writes: ['EMAIL', 'MOBILE', 'USER'] },
});

export const getRoleList = defineRoute({
  method: 'GET',
  path: '/users/role_list',
  handler: 'accounts/get-role-list',
  auth: 'admin',
  tag,
  summary: 'Every role an account can have',
  answers: { 200: RoleListAnswer },
  access: {},
});

export const checkEmailExists = defineRoute({
  method: 'GET',
  path: '/users/check_email_exists/{email}/{id}',
  handler: 'accounts/check-email-exists',
  auth: 'public',
  // A token of the account `id` names (or an Admin's) frees that account's own address; no one
  // else learns which account holds an address.
  identifyCaller: true,
  tag,
  summary: 'Whether an email address is taken by another account (checked while people type)',
  params: CheckEmailParams,
  answers: { 200: CheckEmailAnswer },
  addressLimit: { limit: 120, windowSeconds: 600 },
  // The session's token is checked with the JWT key.
  access: { table: 'read', secrets: ['jwt'] },
});

export const accountRoutes = [
  login,
  logout,
  forgotPassword,
  resetPassword,
  verifyEmail,
  resendVerification,
  signUp,
  getAccount,
  updateAccount,
  createTwoFactorSecret,
  getRoleList,
  checkEmailExists,
] as const;

// Accounts and sessions: the exact user-facing strings of SPEC.md §5 and §8 (and ours where SPEC gives
// none). A module of its own, so the public pages' bundle does not carry them.

export const accountMessages = {
  loginEmail: 'Please enter email or mobile number',
  loginPassword: 'Please enter password',
  loginFailed: 'The provided credentials are not correct.',
  deviceToken: 'The device token must be text of at most 200 characters.',
  otpRequired: 'Enter the 6-digit code from your authenticator app.',
  otpInvalid: 'The code is not valid. Enter the current code from your authenticator app.',
  loggedOut: 'You have been logged out.',
  forgotEmail: 'Please enter email address',
  forgotEmailInvalid: 'Please enter valid email address',
  forgotSent: 'We have sent you an email with reset password link. Please check it.',
  forgotSending: 'Please wait while we are sending reset password link on your email address',
  forgotUnknown: 'Provided email address does not exists.',
  resetPassword: 'Please enter new password.',
  resetPasswordShort: 'Minimum length of password should be 9 characters.',
  resetMismatch: 'Passwords do not match.',
  resetTokenInvalid: 'This reset link is not valid or has expired. Please ask for a new one.',
  resetDone: 'Your password has been reset. Please log in.',
  passwordTooLong: 'The password may be at most 64 characters.',
  passwordCommon: 'This password is too common. Please choose another.',
  verified: 'Your account is verified.',
  verifyResent: 'We have sent verification mail again. Please check your inbox.',
  verifyLinkError: 'There was some error in the link you provided for verification.',
  notVerifiedTitle: 'Account not verified',
  notVerified: 'You need to verify your account. Please check your Inbox.',
  signUpName: 'Please enter your name',
  signUpUsername: 'Please enter username',
  signUpPassword: 'Please enter password',
  signUpConfirm: 'Please confirm the password',
  signUpMismatch: 'Please make sure your password match',
  signUpDone: 'Your account is created. We have sent you an email to verify it.',
  myInfoName: 'Please enter name of user.',
  myInfoMobile: 'Please enter valid mobile number',
  myInfoSaved: 'Your details are saved.',
  changePassword: 'Please create a password.',
  changeConfirm: 'Please confirm password.',
  changeMismatch: 'Please enter correct password.',
  changeDone: 'Your password is changed.',
  currentPassword: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  emailTaken: 'This email address is already registered.',
  mobileTaken: 'This mobile number is already registered.',
  twoFactorEnabled: 'Two-factor authentication is on.',
  twoFactorDisabled: 'Two-factor authentication is off.',
  fetchRolesFailed: 'Failed to fetch roles',
  updateProfileFailed: 'Failed to update user profile',
  changePasswordFailed: 'Failed to change password',
} as const;

/** Accounts: our own strings for what SPEC.md does not word. */
export const accountExtraMessages = {
  twoFactorSetupFirst: 'Create a two-factor secret and scan its QR code first.',
  loggedIn: 'You are logged in.',
  otpReused: 'This code was already used. Wait for the next code from your authenticator app.',
  oneTimePasswordFirst: 'Please change your one-time password first.',
  /** The wait of an account under a flood of wrong passwords, and the two ways in without it. */
  loginDelayed: (wait: string) =>
    `Too many failed logins to this account. Please try again in ${wait}, log in from a device you logged in from before, or use Forgot password.`,
  forgotUnconfirmed:
    'This email address was set by an administrator and is not confirmed yet. Log in with your password and confirm it first.',
} as const;

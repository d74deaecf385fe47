// The auth area: one lazy chunk for login, password reset, sign-up and email verification.
export { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
export { LoginPage } from '../../features/auth/components/login-page';
export { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
export { SignUpPage } from '../../features/auth/components/sign-up-page';
export { VerifyEmailPage } from '../../features/auth/components/verify-email-page';
export { VerifyErrorPage } from '../../features/auth/components/verify-error-page';

import type { ForgotPasswordBody, SuccessAnswer } from '@tender/shared/schemas/accounts';
import { apiFetch } from '../../../lib/api/client';

export const FORGOT_PASSWORD_PATH = '/forgot_password';

/** POST /forgot_password: mails a reset link (valid 60 minutes, usable once). */
export function forgotPassword(body: ForgotPasswordBody): Promise<SuccessAnswer> {
  return apiFetch<SuccessAnswer>(FORGOT_PASSWORD_PATH, { method: 'POST', body });
}

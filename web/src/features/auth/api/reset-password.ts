import type { ResetPasswordBody, SuccessAnswer } from '@tender/shared/schemas/accounts';
import { apiFetch } from '../../../lib/api/client';

export const RESET_PASSWORD_PATH = '/reset_password';

/** POST /reset_password with the mailed link's token; every session of the account ends. */
export function resetPassword(body: ResetPasswordBody): Promise<SuccessAnswer> {
  return apiFetch<SuccessAnswer>(RESET_PASSWORD_PATH, { method: 'POST', body });
}

import type { LoginAnswer, LoginBody } from '@tender/shared/schemas/accounts';
import { apiFetch } from '../../../lib/api/client';

export const LOGIN_PATH = '/login';

/**
 * POST /login: 200 with the user and token, or 200 `{ error: true, two_factor_required: true }` when the
 * password is right and the authenticator code is missing. Wrong credentials reject with an ApiError
 * (400, the server's message); throttling with 429.
 */
export function login(body: LoginBody): Promise<LoginAnswer> {
  return apiFetch<LoginAnswer>(LOGIN_PATH, { method: 'POST', body });
}

import type { TwoFactorSecretAnswer } from '@tender/shared/schemas/accounts';
import { apiFetch } from '../../../lib/api/client';

export function getTwoFactorSecretPath(id: number): string {
  return `/profile/${id}/two_factor_secret`;
}

/** POST /profile/{id}/two_factor_secret: a new secret and QR code; two-factor turns on only once a code is saved. */
export function createTwoFactorSecret(id: number): Promise<TwoFactorSecretAnswer> {
  return apiFetch<TwoFactorSecretAnswer>(getTwoFactorSecretPath(id), { method: 'POST' });
}

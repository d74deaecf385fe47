import type { AccountAnswer, ProfileUpdateBody } from '@tender/shared/schemas/accounts';
import { mutate } from 'swr';
import { apiFetch } from '../../../lib/api/client';
import { updateSession } from '../../../lib/session';
import { getAccountKey } from './get-account';

/**
 * PUT /profile/{id}: My Info edit or Change Password (`isChangePassword: true`). The answer's account
 * replaces the cached one and the stored USER; a 400 rejects with the field errors.
 */
export async function updateAccount(id: number, body: ProfileUpdateBody): Promise<AccountAnswer> {
  const answer = await apiFetch<AccountAnswer>(getAccountKey(id), { method: 'PUT', body });
  updateSession(answer.data);
  await mutate(getAccountKey(id), answer, { revalidate: false });
  return answer;
}

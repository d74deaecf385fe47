import { apiFetch } from '../api/client';

type CheckEmailAnswer = { data: { exists: boolean } };

/**
 * GET /users/check_email_exists/{email}/{id}: whether another account than `id` holds the address
 * ('null' for a new account, which has no id yet).
 */
export function checkEmailExists(email: string, accountId: number | null, signal?: AbortSignal): Promise<boolean> {
  const path = `/users/check_email_exists/${encodeURIComponent(email)}/${accountId ?? 'null'}`;
  return apiFetch<CheckEmailAnswer>(path, { signal }).then((answer) => answer.data.exists);
}

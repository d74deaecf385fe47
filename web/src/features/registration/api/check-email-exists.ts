import { apiFetch } from '../../../lib/api/client';

type CheckEmailAnswer = { data: { exists: boolean } };

/** GET /users/check_email_exists/{email}/null: whether the address is taken (a new account has no id). */
export function checkEmailExists(email: string, signal?: AbortSignal): Promise<boolean> {
  const path = `/users/check_email_exists/${encodeURIComponent(email)}/null`;
  return apiFetch<CheckEmailAnswer>(path, { signal }).then((answer) => answer.data.exists);
}

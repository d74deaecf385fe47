import { apiFetch } from '../../../lib/api/client';
import { clearSession } from '../../../lib/session';

export const LOGOUT_PATH = '/logout';

/** SPEC.md §2: call logout (a failure does not matter), clear TOKEN and USER, full reload to /. */
export async function logout(): Promise<void> {
  try {
    await apiFetch<unknown>(LOGOUT_PATH, { method: 'POST' });
  } catch {
    // the session is cleared on this side whatever the server answered
  }
  clearSession();
  window.location.assign('/');
}

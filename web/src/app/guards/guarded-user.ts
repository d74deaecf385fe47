import { useOutletContext } from 'react-router-dom';
import type { SessionUser } from '../../lib/session';

/** The stored user, as <RequireAuth> (and <RequireVerified>) hand it to the routes inside them. */
export function useGuardedUser(): SessionUser {
  return useOutletContext<SessionUser>();
}

import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPath } from '../../config/paths';
import { getSessionUser, getToken } from '../../lib/session';

/**
 * Layout route for pages that need a login (SPEC.md §4 route guard): without a stored token (and user)
 * it goes to /login, which comes back here afterwards. The user goes to the routes inside as the
 * outlet context (useGuardedUser).
 */
export function RequireAuth() {
  const location = useLocation();
  const user = getToken() ? getSessionUser() : null;
  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <Outlet context={user} />;
}

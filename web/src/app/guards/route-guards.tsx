// The route guards of SPEC.md §4 as layout routes (STYLE.md example 8). One module, so the pages
// behind them load one small chunk for all of it.
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { loginPath, paths } from '../../config/paths';
import { getSessionUser, getToken, type SessionUser } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { PageLoading } from '../page-loading';

/**
 * Replaces the current entry with `to` (what <Navigate replace> does, written here so the router's
 * chunk, which every public page loads, does not grow by it).
 */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/**
 * Pages that need a login: without a stored token (and a readable user) they go to /login, which
 * comes back here afterwards. The user goes to the routes inside as the outlet context.
 */
export function RequireAuth() {
  const location = useLocation();
  // The server has no session: it renders the page's frame, and so does the first render in the
  // browser, which must draw the same to hydrate it (shared/site-pages.ts, signedIn).
  const hydrated = useHydrated();
  const user = getToken() ? getSessionUser() : null;
  if (!hydrated) return <PageLoading />;
  if (!user) return <Redirect to={loginPath(location.pathname + location.search)} />;
  return <Outlet context={user} />;
}

/** Inside <RequireAuth>: an account whose email_verified_at is null goes to /email/verify-error. */
export function RequireVerified() {
  const user = useGuardedUser();
  if (!user.email_verified_at) return <Redirect to={paths.emailVerifyError} />;
  return <Outlet context={user} />;
}

/** The stored user, as <RequireAuth> (and <RequireVerified>) hand it to the routes inside them. */
export function useGuardedUser(): SessionUser {
  return useOutletContext<SessionUser>();
}

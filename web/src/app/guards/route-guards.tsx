// The route guards of SPEC.md §4 as layout routes (STYLE.md example 8). One module, so the pages
// behind them load one small chunk for all of it.
import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate, useOutletContext } from 'react-router-dom';
import { loginPath, paths } from '../../config/paths';
import { NEEDS_APP_ATTRIBUTE } from '../start/held-taps';
import { useRenderedSessionUser } from '../../lib/rendered-session';
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
 * Where a page that needs a login stands with this visitor: on the server and in the first render in
 * the browser, which must draw the same to hydrate it (shared/site-pages.ts, signedIn), `in` with the
 * account the page was rendered for, or `pending` when it was rendered without one; then on to the
 * login (which comes back here afterwards) without a stored token and a readable user, to
 * /email/verify-error for an unverified account when the page needs a verified one, or `in` with the user.
 */
export type SignInGate = { state: 'pending' } | { state: 'away'; to: string } | { state: 'in'; user: SessionUser };

export function useSignInGate({ verified }: { verified: boolean }): SignInGate {
  const location = useLocation();
  const hydrated = useHydrated();
  const renderedFor = useRenderedSessionUser();
  if (!hydrated && !renderedFor) return { state: 'pending' };
  const user = hydrated ? (getToken() ? getSessionUser() : null) : renderedFor;
  if (!user) return { state: 'away', to: loginPath(location.pathname + location.search) };
  if (verified && !user.email_verified_at) return { state: 'away', to: paths.emailVerifyError };
  return { state: 'in', user };
}

/** What a page draws until the gate lets the visitor in: the loading state, or the way out. */
export function SignInGateFallback({ gate }: { gate: Exclude<SignInGate, { state: 'in' }> }) {
  return gate.state === 'pending' ? <PageLoading /> : <Redirect to={gate.to} />;
}

/**
 * A page rendered with the visitor's own data starts the app at their first tap (start/plan.ts): its
 * buttons, tabs and toggles mean nothing before then, so a click on them is held until the app is
 * live and given again then (start/held-taps.ts), instead of being lost. A box of its own would
 * change the layout: the children are laid out as the page's own.
 */
export function NeedsApp({ children }: { children: ReactNode }) {
  return (
    <div {...{ [NEEDS_APP_ATTRIBUTE]: '' }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** A layout route behind the gate: the user goes to the routes inside as the outlet context. */
function GatedOutlet({ verified }: { verified: boolean }) {
  const gate = useSignInGate({ verified });
  if (gate.state !== 'in') return <SignInGateFallback gate={gate} />;
  return (
    <NeedsApp>
      <Outlet context={gate.user} />
    </NeedsApp>
  );
}

/** Pages that need a login. */
export function RequireAuth() {
  return <GatedOutlet verified={false} />;
}

/** Inside <RequireAuth>: an account whose email_verified_at is null goes to /email/verify-error. */
export function RequireVerified() {
  return <GatedOutlet verified />;
}

/** The stored user, as <RequireAuth> (and <RequireVerified>) hand it to the routes inside them. */
export function useGuardedUser(): SessionUser {
  return useOutletContext<SessionUser>();
}

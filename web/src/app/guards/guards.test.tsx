// @vitest-environment jsdom
// The route guards of SPEC.md §4, as layout routes: no token -> /login (and back afterwards); a token
// on a page that needs a verified email, with email_verified_at null -> /email/verify-error.
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { AccountUser } from '@tender/shared/schemas/accounts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { saveSession } from '../../lib/session';
import { system } from '../../theme/system';
import { routes as appRoutes } from '../router';
import { RequireAuth, RequireVerified, useGuardedUser } from './route-guards';

const verifiedUser: AccountUser = {
  id: 7,
  name: 'Rahul Deshmukh',
  username: null,
  email: 'rahul@example.in',
  mobile: '9822000002',
  role: 'Contractor',
  email_verified_at: '2026-01-02T03:04:05.000Z',
  google2fa_enabled: false,
  must_change_password: false,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Guarded({ name }: { name: string }) {
  const user = useGuardedUser();
  return (
    <p>
      {name} for {user.name}
    </p>
  );
}

const testRoutes: RouteObject[] = [
  {
    element: (
      <>
        <Where />
        <Outlet />
      </>
    ),
    children: [
      { path: paths.login, element: <p>login page</p> },
      {
        Component: RequireAuth,
        children: [
          { path: paths.changePassword, element: <Guarded name="change password" /> },
          { path: paths.emailVerifyError, element: <p>verify error page</p> },
          {
            Component: RequireVerified,
            children: [{ path: paths.myInfo, element: <Guarded name="my info" /> }],
          },
        ],
      },
    ],
  },
];

function renderAt(path: string, routeTable: RouteObject[] = testRoutes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  );
  return router;
}

beforeAll(() => {
  // The app's ScrollRestoration scrolls; jsdom has no layout to scroll.
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

describe('route guards', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(cleanup);

  it('sends a visitor without a token to /login, remembering the page', async () => {
    renderAt('/my-info?tab=1');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/login?next=%2Fmy-info%3Ftab%3D1');
  });

  it('treats a token without a readable user as logged out', async () => {
    sessionStorage.setItem('TOKEN', 'abc');
    sessionStorage.setItem('USER', '{not json');
    renderAt(paths.changePassword);
    expect(await screen.findByText('login page')).toBeTruthy();
  });

  it('lets a logged-in user through, handing the stored user to the page', async () => {
    saveSession(verifiedUser, 'token-1', false);
    renderAt(paths.myInfo);
    expect(await screen.findByText('my info for Rahul Deshmukh')).toBeTruthy();
  });

  it('accepts a remembered session (localStorage) as well', async () => {
    saveSession(verifiedUser, 'token-1', true);
    expect(sessionStorage.getItem('TOKEN')).toBeNull();
    renderAt(paths.myInfo);
    expect(await screen.findByText('my info for Rahul Deshmukh')).toBeTruthy();
  });

  it('sends an unverified account to /email/verify-error on pages that need verification', async () => {
    saveSession({ ...verifiedUser, email_verified_at: null }, 'token-1', false);
    renderAt(paths.myInfo);
    expect(await screen.findByText('verify error page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(paths.emailVerifyError);
  });

  it('lets an unverified account reach pages that need only a login', async () => {
    saveSession({ ...verifiedUser, email_verified_at: null }, 'token-1', false);
    renderAt(paths.changePassword);
    expect(await screen.findByText('change password for Rahul Deshmukh')).toBeTruthy();
  });
});

describe('the app route table', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
  afterEach(cleanup);

  it.each([paths.dashboard, paths.myInfo, paths.myInfoEdit, paths.changePassword, '/email/verify/abc'])(
    '%s without a login shows the login page',
    async (path) => {
      const router = renderAt(path, appRoutes);
      // The first render loads the route modules, which takes seconds on a busy 2-core machine.
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 12_000 })).toBeTruthy();
      expect(router.state.location.pathname).toBe(paths.login);
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    },
    20_000,
  );

  it('/dashboard of an unverified account shows Account not verified', async () => {
    saveSession({ ...verifiedUser, email_verified_at: null }, 'token-1', false);
    const router = renderAt(paths.dashboard, appRoutes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account not verified' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.emailVerifyError);
  });

  it('/dashboard of a verified account shows the role dashboard', async () => {
    saveSession(verifiedUser, 'token-1', false);
    renderAt(paths.dashboard, appRoutes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contractor Dashboard' }, { timeout: 5000 }),
    ).toBeTruthy();
    await act(async () => undefined);
  });
});

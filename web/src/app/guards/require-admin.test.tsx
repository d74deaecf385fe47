// @vitest-environment jsdom
// The admin area's guard: no login -> /login (and back to /admin afterwards); a logged-in account
// without the Admin role -> 'Not allowed' with a way to its dashboard; an Admin -> the admin area.
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import type { AccountUser } from '@tender/shared/schemas/accounts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { saveSession } from '../../lib/session';
import { system } from '../../theme/system';
import { routes } from '../router';
import { isAdmin, NOT_ALLOWED_MESSAGE, NOT_ALLOWED_TITLE } from './require-admin';

const contractor: AccountUser = {
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
const admin: AccountUser = { ...contractor, id: 1, name: 'Anita Kulkarni', role: 'Admin' };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </ChakraProvider>,
  );
  return router;
}

const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => {
  window.scrollTo = vi.fn() as typeof window.scrollTo;
});

describe('RequireAdmin', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('knows the Admin role only', () => {
    expect(isAdmin(admin)).toBe(true);
    for (const role of ['Contractor', 'Organization', 'Builder', 'Subscriber', 'admin']) {
      expect(isAdmin({ role })).toBe(false);
    }
    expect(isAdmin(null)).toBe(false);
  });

  it.each([paths.admin, '/admin/tenders/new'])(
    '%s without a login shows the login page, coming back afterwards',
    async (path) => {
      const router = renderAt(path);
      // The first render loads the route modules, which takes seconds on a busy 2-core machine.
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 12_000 })).toBeTruthy();
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    },
    20_000,
  );

  it('refuses a contractor with a clear page and a way to the dashboard, calling no admin API', async () => {
    saveSession(contractor, 'token-1', false);
    renderAt('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_ALLOWED_TITLE }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(NOT_ALLOWED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(paths.dashboard);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/admin/'))).toEqual([]);
  }, 15_000);

  it('lets an Admin in: /admin opens the tenders list inside the admin layout', async () => {
    saveSession(admin, 'token-1', false);
    fetchMock.mockImplementation(async () => json({ data: [], next_cursor: null }));
    const router = renderAt(paths.admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenders' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/tenders');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    // Narrow screens (jsdom applies the base styles) show the menu behind its button.
    const toggle = within(nav).getByRole('button', { name: 'Admin menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    for (const label of ['Tenders', 'Registrants', 'Enquiries', 'Settings', 'Lookups', 'Payments', 'Audit']) {
      expect(within(nav).getByRole('link', { name: label }).getAttribute('href')).toMatch(/^\/admin\//);
    }
    expect(await screen.findByText('No tenders match.')).toBeTruthy();
    const listCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/v1/admin/tenders?'));
    expect(String(listCall?.[0])).toBe('/api/v1/admin/tenders?status=active&limit=20');
    expect((listCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    await act(async () => undefined);
  }, 15_000);
});

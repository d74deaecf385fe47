// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_KEY } from '../../../lib/known-device';
import { TOKEN_KEY } from '../../../lib/session';
import { system } from '../../../theme/system';
import { LoginPage } from './login-page';

const user = {
  id: 7,
  name: 'Asha',
  email: 'asha@example.com',
  mobile: '9876543210',
  role: 'Contractor',
  email_verified_at: '2026-01-01T00:00:00.000Z',
  google2fa_enabled: false,
  must_change_password: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function renderPage() {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
}

async function logIn() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: user.email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Correct-Horse-42' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText('Elsewhere');
}

describe('LoginPage and the known-device token', () => {
  it('keeps the token a login answers, sends it with the next login, and keeps it past logout', async () => {
    const answers = ['7-1900000000-first', '7-1900000000-second'].map((device_token) => ({
      error: false,
      message: 'You are logged in.',
      user,
      token: 'session-token',
      expires_at: '2026-12-09T00:00:00.000Z',
      device_token,
    }));
    const fetch = vi.fn(async () => new Response(JSON.stringify(answers.shift()), { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    renderPage();
    await logIn();
    const firstBody = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(firstBody).not.toHaveProperty('device_token');
    expect(localStorage.getItem(DEVICE_KEY)).toBe('7-1900000000-first');

    // Logged out (the session goes), then in again on the same device.
    sessionStorage.removeItem(TOKEN_KEY);
    cleanup();
    renderPage();
    await logIn();
    const secondBody = JSON.parse(String((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body));
    expect(secondBody.device_token).toBe('7-1900000000-first');
    expect(localStorage.getItem(DEVICE_KEY)).toBe('7-1900000000-second');
  });
});

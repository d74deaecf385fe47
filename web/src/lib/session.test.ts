// @vitest-environment jsdom
import type { AccountUser } from '@tender/shared/schemas/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getSessionUser,
  getToken,
  saveSession,
  sessionCookieToken,
  syncSessionCookie,
  updateSession,
} from './session';

const user: AccountUser = {
  id: 3,
  name: 'Meera Joshi',
  username: null,
  email: 'meera@example.in',
  mobile: null,
  role: 'Organization',
  email_verified_at: null,
  google2fa_enabled: false,
  must_change_password: false,
};

describe('session (SPEC.md §3)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps TOKEN and USER in sessionStorage by default', () => {
    saveSession(user, 'token-1', false);
    expect(sessionStorage.getItem('TOKEN')).toBe('token-1');
    expect(JSON.parse(sessionStorage.getItem('USER') ?? '')).toEqual(user);
    expect(localStorage.length).toBe(0);
    expect(getToken()).toBe('token-1');
    expect(getSessionUser()).toEqual(user);
  });

  it("keeps them in localStorage with 'Remember me', so they survive a browser restart", () => {
    saveSession(user, 'token-2', true);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.clear(); // what a restart does
    expect(getToken()).toBe('token-2');
    expect(getSessionUser()?.name).toBe('Meera Joshi');
  });

  it('updates the user and token where the session already is', () => {
    saveSession(user, 'token-3', true);
    updateSession({ ...user, email_verified_at: '2026-01-01T00:00:00.000Z' }, 'token-4');
    expect(localStorage.getItem('TOKEN')).toBe('token-4');
    expect(getSessionUser()?.email_verified_at).toBe('2026-01-01T00:00:00.000Z');
    expect(sessionStorage.length).toBe(0);
  });

  it('a new login replaces a remembered one, and clearing empties both storages', () => {
    saveSession(user, 'old', true);
    saveSession(user, 'new', false);
    expect(localStorage.getItem('TOKEN')).toBeNull();
    expect(getToken()).toBe('new');
    clearSession();
    expect(getToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });

  it('treats an unreadable USER as logged out', () => {
    sessionStorage.setItem('TOKEN', 'x');
    sessionStorage.setItem('USER', JSON.stringify({ name: 'no id' }));
    expect(getSessionUser()).toBeNull();
  });

  describe('the session cookie (shared/session-cookie.ts)', () => {
    /** A token as the API signs them, valid for an hour. */
    const token = (sub: string) =>
      ['e30', btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, ''), 'c2ln'].join(
        '.',
      );

    beforeEach(() => {
      document.cookie = 'tender_session=; Path=/; Max-Age=0';
    });

    it('mirrors a remembered session only, follows a new token, and goes with the logout', () => {
      saveSession(user, token('3'), false);
      expect(sessionCookieToken()).toBeUndefined();
      saveSession(user, token('3'), true);
      expect(sessionCookieToken()).toBe(token('3'));
      const renewed = `${token('3')}x`;
      updateSession(user, renewed);
      expect(sessionCookieToken()).toBe(renewed);
      clearSession();
      expect(sessionCookieToken()).toBeUndefined();
    });

    it('is put right at a page load when the remembered session changed without it (another tab, a cleared storage)', () => {
      localStorage.setItem('TOKEN', token('4'));
      syncSessionCookie();
      expect(sessionCookieToken()).toBe(token('4'));
      localStorage.clear();
      syncSessionCookie();
      expect(sessionCookieToken()).toBeUndefined();
    });
  });
});

// The session of SPEC.md §3: TOKEN and USER (JSON). They live in sessionStorage; with 'Remember me'
// they live in localStorage instead, so they survive a browser restart. Reads look in both.
import type { AccountUser } from '@tender/shared/schemas/accounts';
import { sessionCookieText, sessionTokenFrom } from '@tender/shared/session-cookie';

export const TOKEN_KEY = 'TOKEN';
export const USER_KEY = 'USER';

/** The stored USER: the account as the login answer gave it. */
export type SessionUser = AccountUser;

type Place = 'session' | 'local';

function storage(place: Place): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return place === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Where the current session is kept: localStorage only when it was remembered. */
function sessionPlace(): Place {
  return storage('session')?.getItem(TOKEN_KEY) || !storage('local')?.getItem(TOKEN_KEY) ? 'session' : 'local';
}

export function getToken(): string | null {
  return storage('session')?.getItem(TOKEN_KEY) || storage('local')?.getItem(TOKEN_KEY) || null;
}

/** The stored user, or null when there is none or it is not readable JSON with an id and a name. */
export function getSessionUser(): SessionUser | null {
  const raw = storage(sessionPlace())?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'id' in parsed &&
      typeof parsed.id === 'number' &&
      'name' in parsed &&
      typeof parsed.name === 'string'
    ) {
      return parsed as SessionUser;
    }
  } catch {
    // unreadable USER: treat as logged out
  }
  return null;
}

/** After login: TOKEN and USER in sessionStorage, or in localStorage when `remember` is set. */
export function saveSession(user: SessionUser, token: string, remember: boolean): void {
  clearSession();
  const place = storage(remember ? 'local' : 'session');
  place?.setItem(TOKEN_KEY, token);
  place?.setItem(USER_KEY, JSON.stringify(user));
  syncSessionCookie();
}

/** A fresh user (and token) for the current session, kept where the session already is. */
export function updateSession(user: SessionUser, token?: string): void {
  const place = storage(sessionPlace());
  if (token) place?.setItem(TOKEN_KEY, token);
  place?.setItem(USER_KEY, JSON.stringify(user));
  syncSessionCookie();
}

/** Logout and any 401: TOKEN and USER go from both storages. */
export function clearSession(): void {
  for (const place of ['session', 'local'] as const) {
    storage(place)?.removeItem(TOKEN_KEY);
    storage(place)?.removeItem(USER_KEY);
  }
  syncSessionCookie();
}

/** The session token the browser sends with a page's request (shared/session-cookie.ts). */
export function sessionCookieToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : sessionTokenFrom(document.cookie);
}

/**
 * Makes the session cookie mirror the remembered session (localStorage's token), or removes it: at
 * every change of the session, and at each page load, as the token or the storage may have changed
 * in another tab meanwhile.
 */
export function syncSessionCookie(): void {
  if (typeof document === 'undefined') return;
  const remembered = storage('local')?.getItem(TOKEN_KEY) || null;
  if ((sessionCookieToken() ?? null) === remembered) return;
  document.cookie = sessionCookieText(remembered, { secure: location.protocol === 'https:', nowMs: Date.now() });
}

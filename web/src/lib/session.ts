// The session of SPEC.md §3: TOKEN and USER (JSON) in sessionStorage.

export const TOKEN_KEY = 'TOKEN';
export const USER_KEY = 'USER';

export type SessionUser = {
  name: string;
  email?: string;
  email_verified_at?: string | null;
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/** The stored user, or null when there is none or it is not readable JSON with a name. */
export function getSessionUser(): SessionUser | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'name' in parsed && typeof parsed.name === 'string' && parsed.name) {
      return parsed as SessionUser;
    }
  } catch {
    // unreadable USER: treat as logged out
  }
  return null;
}

export function clearSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
}

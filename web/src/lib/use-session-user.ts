import { useSyncExternalStore } from 'react';
import { useRenderedSessionUser } from './rendered-session';
import { getSessionUser, type SessionUser } from './session';

let lastKey: string | null = null;
let lastUser: SessionUser | null = null;

/** The stored user, the same object while it is unchanged (useSyncExternalStore compares snapshots). */
function readUser(): SessionUser | null {
  const user = getSessionUser();
  const key = user ? JSON.stringify(user) : null;
  if (key !== lastKey) {
    lastKey = key;
    lastUser = user;
  }
  return lastUser;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The logged-in user, read again at every render (login and logout change it). A prerendered page
 * was built without a session (or rendered for the account it names: lib/rendered-session.ts), so
 * hydration starts with that, and React switches to the stored user right after, instead of
 * hydrating markup that differs from the HTML.
 */
export function useSessionUser(): SessionUser | null {
  const renderedFor = useRenderedSessionUser();
  return useSyncExternalStore(subscribe, readUser, () => renderedFor);
}

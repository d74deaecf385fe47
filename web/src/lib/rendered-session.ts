import { useSWRConfig } from 'swr';
import { SESSION_USER_KEY } from './api/page-data';
import type { SessionUser } from './session';

/**
 * The account this page's HTML was rendered for (a signed-in page rendered with the visitor's
 * remembered session: web/server/data-pages.ts), or null. What the server drew, and so what hydration
 * must draw, before the app reads the stored session (app/start/plan.ts hydrates such a page only
 * when the stored session is the one it was rendered with).
 */
export function useRenderedSessionUser(): SessionUser | null {
  const { fallback } = useSWRConfig();
  const user: unknown = fallback?.[SESSION_USER_KEY];
  return user && typeof user === 'object' ? (user as SessionUser) : null;
}

import { prerenderedPageFor } from '@tender/shared/site-pages';
import { getTenderInfoKey, parseTenderId } from '../../features/tenders/api/tender-info-key';
import { API_BASE } from '../../lib/api/base';
import { startEarlyFetch } from '../../lib/api/early-fetch';
import { getSessionUser, getToken } from '../../lib/session';

// Run by the entry before the app loads (main.tsx): a page that asks for its data at load asks for
// it at once, rather than after React, the router and Chakra have downloaded and rendered the shell.
// The tender details page (its largest content is the tender) and a signed-in visitor's own pages
// (their largest content is the visitor's data), with the session as apiFetch would send it.

type EarlyPage = {
  page: RegExp;
  keys: (match: RegExpExecArray) => string[];
};

/** The paths and API keys, written out so the entry does not carry every path or SWR (early-data.test.ts). */
const EARLY_KEYS: readonly EarlyPage[] = [
  { page: /^\/tender\/([^/]+)$/, keys: ([, raw]) => tenderKeys(raw) },
  { page: /^\/dashboard$/, keys: () => ['/dashboard'] },
  { page: /^\/profile$/, keys: () => ['/profile'] },
  { page: /^\/my-info$/, keys: () => ownAccountKeys() },
  { page: /^\/my-bids$/, keys: () => ['/my/bids', '/my/calendar_link', '/my/reminders'] },
  { page: /^\/tenders\/([^/]+)\/bid$/, keys: ([, raw]) => bidPageKeys(raw) },
];

function tenderKeys(raw: string | undefined): string[] {
  const id = parseTenderId(raw);
  return id === null ? [] : [getTenderInfoKey(id)];
}

function bidPageKeys(raw: string | undefined): string[] {
  const id = parseTenderId(raw);
  // The profile: the rows a technical cover may rely on, drawn with the form rather than after it.
  return id === null ? [] : [getTenderInfoKey(id), `/tenders/${id}/bids/mine`, '/profile'];
}

function ownAccountKeys(): string[] {
  const user = getSessionUser();
  return user ? [`/profile/${user.id}`] : [];
}

/**
 * A signed-in visitor's own page: the server renders it with their session. The one list of them is
 * shared/site-pages.ts (`signedIn`), which the server and the CDN read too.
 */
export function isOwnPage(pathname: string): boolean {
  return prerenderedPageFor(pathname)?.signedIn === true;
}

/** Starts the requests for this address's main data when the address (and the session) tell what they are. */
export function startEarlyData(pathname: string): void {
  const token = getToken();
  for (const { page, keys } of EARLY_KEYS) {
    const match = page.exec(pathname);
    if (!match) continue;
    // A visitor's own page without a session asks nothing: the app sends the visitor to the login.
    if (!token && isOwnPage(pathname)) return;
    for (const key of keys(match)) startEarlyFetch(`${API_BASE}${key}`, token);
    return;
  }
}

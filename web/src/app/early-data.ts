import { getTenderInfoKey, parseTenderId } from '../features/tenders/api/tender-info-key';
import { API_BASE } from '../lib/api/base';
import { startEarlyFetch } from '../lib/api/early-fetch';

// Run by the entry before the app loads (main.tsx): the tender details page, whose largest content
// is the tender itself, asks for it at once rather than after React, the router and Chakra have
// downloaded and rendered the shell.

/** paths.tender ('/tender/:id'), written out so the entry does not carry every path (early-data.test.ts). */
const TENDER_PAGE = /^\/tender\/([^/]+)$/;

/** Starts the request for this address's main data when the address alone tells what it is. */
export function startEarlyData(pathname: string): void {
  const id = parseTenderId(TENDER_PAGE.exec(pathname)?.[1]);
  if (id !== null) startEarlyFetch(`${API_BASE}${getTenderInfoKey(id)}`);
}

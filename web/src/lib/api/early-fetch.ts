// A page's first answers, asked for by the entry (main.tsx) while the app is still downloading, so
// they are there when React first renders the page instead of one round trip later. apiFetch takes
// such an answer over once, for the same URL and session, instead of asking again. Kept free of
// imports: it is part of the entry, which every page loads.

type Early = { response: Promise<Response>; token: string | null };

const started = new Map<string, Early>();

/** Starts a GET of this API URL now, as apiFetch would send it: with the session's token, if any. */
export function startEarlyFetch(url: string, token: string | null = null): void {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  started.set(url, { response: fetch(url, { headers, credentials: 'same-origin' }), token });
}

/**
 * The early request for this URL, once, if it went with this session's token (a visitor who logged
 * in or out since asks afresh); afterwards, or if none was started, undefined.
 */
export function takeEarlyFetch(url: string, token: string | null): Promise<Response> | undefined {
  const early = started.get(url);
  started.delete(url);
  return early?.token === token ? early.response : undefined;
}

// A data page's first answer, asked for by the entry (main.tsx) while the app is still downloading,
// so it is there when React first renders the page instead of one round trip later. apiFetch
// takes such an answer over once, for the same URL, instead of asking again. Kept free of imports:
// it is part of the entry, which every page loads.

const started = new Map<string, Promise<Response>>();

/** Starts a public GET of this API URL now, as apiFetch would send it without a session. */
export function startEarlyFetch(url: string): void {
  started.set(url, fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }));
}

/** The early request for this URL, once; afterwards (or if none was started) undefined. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}

import { useSWRConfig } from 'swr';
import { PAGE_TIME_KEY } from './api/page-data';
import { useHydrated } from './use-hydrated';

/**
 * The time to draw a page at: while a rendered page hydrates, the time the server rendered it (its
 * data block's PAGE_TIME_KEY), so what depends on the clock matches the HTML (a mismatch would have
 * React draw the whole page afresh, losing what the visitor typed before the app started); once the
 * page is live, and for a page the app draws itself, the device's time. The server renders with the
 * time it puts in the page.
 */
export function usePageNow(): Date {
  const { fallback } = useSWRConfig();
  const hydrated = useHydrated();
  const rendered: unknown = fallback?.[PAGE_TIME_KEY];
  if (!hydrated && typeof rendered === 'string') {
    const at = Date.parse(rendered);
    if (!Number.isNaN(at)) return new Date(at);
  }
  return new Date();
}

import { useDeferredValue } from 'react';

/**
 * The data of an SWR answer, built in the background. SWR hands new data to React through
 * useSyncExternalStore, which renders at once in a single task: a page of tender cards built that
 * way blocks a phone for a few hundred milliseconds. Deferred, React builds them in short slices and
 * stays responsive; until then `loading` is true, so the page keeps its loading state in place.
 * Data the page was rendered with (SWR's fallback) is shown at once: SWR's own isLoading ignores it
 * and stays true while it revalidates.
 */
export function useBackgroundData<T>(answer: { data: T | undefined; isLoading: boolean }): {
  data: T | undefined;
  loading: boolean;
} {
  const deferred = useDeferredValue(answer.data);
  const arriving = answer.data !== undefined && deferred === undefined;
  return { data: deferred, loading: deferred === undefined && (answer.isLoading || arriving) };
}

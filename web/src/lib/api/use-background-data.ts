import { useDeferredValue } from 'react';

/**
 * The data of an SWR answer, built in the background. SWR hands new data to React through
 * useSyncExternalStore, which renders at once in a single task: a page of tender cards built that
 * way blocks a phone for a few hundred milliseconds. Deferred, React builds them in short slices and
 * stays responsive; until then `arriving` is true, so the page keeps its loading state in place.
 */
export function useBackgroundData<T>(data: T | undefined): { data: T | undefined; arriving: boolean } {
  const deferred = useDeferredValue(data);
  return { data: deferred, arriving: data !== undefined && deferred === undefined };
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * false in a prerendered page's HTML and while React hydrates it, true once the page is live (and
 * at once when the app renders without prerendered HTML).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

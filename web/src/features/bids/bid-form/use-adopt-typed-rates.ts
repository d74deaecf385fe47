import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';

/** Marks a rate field with its work item's id, for reading what was typed into it before the app ran. */
export const RATE_ITEM_ATTRIBUTE = 'data-rate-item';

/**
 * A bid page rendered by the server shows its rate fields before the app is live (it starts at the
 * visitor's first tap), so a bidder can type a rate while it starts. React keeps what the field shows
 * but not the draft, which would then lack the rate (and the total): this copies the typed rates into
 * the draft once, as the page goes live. The server drew every field empty (app/start/plan.ts
 * hydrates a bid page only when the tab keeps no draft for it), so any text in one was typed.
 */
export function useAdoptTypedRates(
  root: RefObject<HTMLElement | null>,
  adopt: (rates: Record<string, string>) => void,
): void {
  // false in the render that hydrates the server's HTML, true in any other.
  const hydrated = useHydrated();
  const hydrating = useRef(!hydrated);
  useLayoutEffect(() => {
    if (!hydrating.current || !root.current) return;
    hydrating.current = false;
    const typed: Record<string, string> = {};
    for (const field of root.current.querySelectorAll<HTMLInputElement>(`input[${RATE_ITEM_ATTRIBUTE}]`)) {
      const id = field.getAttribute(RATE_ITEM_ATTRIBUTE);
      if (id && field.value !== '') typed[id] = field.value;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
  }, [root, adopt]);
}

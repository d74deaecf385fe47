import { useDeferredValue } from 'react';

/**
 * A page's API answer, drawn as a deferred value. SWR hands an answer to React as an update the
 * browser must wait for whole (90-140 ms of rendering a page's worth of Chakra on a phone slowed 4x:
 * the signed-in pages' blocking time); deferred, the page with the answer is rendered in slices
 * between which the phone still answers taps, and drawn once complete. What depends on when the answer
 * arrived (the bid pages' server clock offset) is taken from the answer itself, not from this.
 */
export function useDrawnInSlices<T>(answer: T): T {
  return useDeferredValue(answer);
}

import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export type DetailsDismissOptions = {
  /** Close when the focus leaves the disclosure (a dropdown of links), not only on a tap outside. */
  closeOnFocusOut?: boolean;
};

/** Closes a `<details>` by its DOM property: React never owns `open`, the visitor's tap does. */
export function closeDetails(details: HTMLDetailsElement | null, { returnFocus = false } = {}): void {
  if (!details?.open) return;
  details.open = false;
  if (returnFocus) details.querySelector('summary')?.focus();
}

/**
 * What the live app adds to a header disclosure that opens natively before it: closing after a
 * navigation, on Escape (focus back on its summary) and on a tap outside it.
 */
export function useDetailsDismiss(ref: RefObject<HTMLDetailsElement | null>, options: DetailsDismissOptions = {}) {
  const { key } = useLocation();
  const { closeOnFocusOut = false } = options;

  // After a navigation only: at hydration the visitor may already have opened it, natively.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    closeDetails(ref.current);
  }, [key, ref]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      event.stopPropagation();
      closeDetails(details, { returnFocus: true });
    };
    const handlePointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) closeDetails(details);
    };
    const handleFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !details.contains(event.relatedTarget)) closeDetails(details);
    };
    details.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    if (closeOnFocusOut) details.addEventListener('focusout', handleFocusOut);
    return () => {
      details.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
      details.removeEventListener('focusout', handleFocusOut);
    };
  }, [ref, closeOnFocusOut]);
}

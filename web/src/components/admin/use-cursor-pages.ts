import { useCallback, useState } from 'react';

export type CursorPages = {
  /** The cursor of the page shown (undefined: the first page). */
  cursor: string | undefined;
  /** 1-based. */
  page: number;
  /** Goes to the page after the one shown, given the list's next_cursor. */
  next: (nextCursor: string) => void;
  previous: () => void;
};

/**
 * Paging by the server's cursor: the cursors of the pages seen so far are kept, so Previous goes
 * back without the server having to page backwards. A new `resetKey` (other filters) starts again
 * at the first page, as a cursor belongs to the filters it was made for.
 */
export function useCursorPages(resetKey: string): CursorPages {
  const [state, setState] = useState<{ key: string; stack: (string | undefined)[] }>({
    key: resetKey,
    stack: [undefined],
  });
  // Filters changed: back to the first page (adjusting state while rendering, as React advises).
  const current = state.key === resetKey ? state : { key: resetKey, stack: [undefined] };
  if (current !== state) setState(current);

  const next = useCallback(
    (nextCursor: string) => setState((previous) => ({ ...previous, stack: [...previous.stack, nextCursor] })),
    [],
  );
  const previous = useCallback(
    () => setState((old) => (old.stack.length > 1 ? { ...old, stack: old.stack.slice(0, -1) } : old)),
    [],
  );
  return { cursor: current.stack[current.stack.length - 1], page: current.stack.length, next, previous };
}

// Helpers every admin API file shares: SWR keys as API paths with their query (empty values left
// out, so a key names exactly the request), and the answer of a change.
import type { AdminMessageAnswer } from '@tender/shared/schemas/admin-common';
import { useSWRConfig } from 'swr';
import { useCallback } from 'react';

export type Query = Record<string, string | number | boolean | undefined | null>;

/** `/admin/tenders?status=draft&q=x`: the key SWR caches under and the path apiFetch calls. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A delete's answer: what to tell the admin. */
export type MessageAnswer = AdminMessageAnswer;

/**
 * Revalidates every cached GET whose key starts with one of `prefixes` (after a change, so every
 * list and view the admin opens next shows it; the admin's own reads are never stale).
 */
export function useRevalidate(): (...prefixes: string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...prefixes: string[]) => {
      await mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix)));
    },
    [mutate],
  );
}

import type { UnsubscribeAnswer } from '@tender/shared/schemas/saved-searches';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { unsubscribeKey } from './saved-search-keys';

/** GET /alerts/unsubscribe: what the mailed link stops (changes nothing). */
export function useUnsubscribeState(token: string) {
  return useSWR<UnsubscribeAnswer, ApiError>(token ? unsubscribeKey(token) : null, (key: string) =>
    apiFetch<UnsubscribeAnswer>(key),
  );
}

/** POST /alerts/unsubscribe: stops the link's mails (idempotent). */
export function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  return apiFetch<UnsubscribeAnswer>(unsubscribeKey(token), { method: 'POST' });
}

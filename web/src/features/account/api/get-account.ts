import type { AccountAnswer } from '@tender/shared/schemas/accounts';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export function getAccountKey(id: number): string {
  return `/profile/${id}`;
}

export function fetchAccount(key: string): Promise<AccountAnswer> {
  return apiFetch<AccountAnswer>(key);
}

/** GET /profile/{id}: the caller's own account (id from the stored USER). */
export function useAccount(id: number) {
  return useSWR<AccountAnswer, ApiError>(getAccountKey(id), fetchAccount);
}

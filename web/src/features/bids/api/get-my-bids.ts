import type { MyBidsAnswer } from '@tender/shared/schemas/bid-submission';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const MY_BIDS_KEY = '/my/bids';

/** GET /my/bids: the caller's bids with states, times and receipts (never contents). */
export function useMyBids() {
  return useSWR<MyBidsAnswer, ApiError>(MY_BIDS_KEY, (key: string) => apiFetch<MyBidsAnswer>(key));
}

import type { MyTenderBidAnswer } from '@tender/shared/schemas/bid-submission';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const myTenderBidKey = (tenderId: number) => `/tenders/${tenderId}/bids/mine`;

/**
 * GET /tenders/{id}/bids/mine: the server's time, the window, whether the caller can bid and its bid.
 * Not refetched on focus: the countdown's offset is taken from the answer the page loaded with.
 */
export function useMyTenderBid(tenderId: number) {
  return useSWR<MyTenderBidAnswer, ApiError>(
    myTenderBidKey(tenderId),
    (key: string) => apiFetch<MyTenderBidAnswer>(key),
    {
      revalidateOnFocus: false,
    },
  );
}

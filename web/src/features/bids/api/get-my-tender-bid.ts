import type { MyTenderBidAnswer } from '@tender/shared/schemas/bid-submission';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const myTenderBidKey = (tenderId: number) => `/tenders/${tenderId}/bids/mine`;

/**
 * GET /tenders/{id}/bids/mine: the server's time, the window, whether the caller can bid and its bid.
 * Null asks nothing (the visitor is not known yet). Not refetched on focus: the countdown's offset is
 * taken from the answer the page loaded with.
 */
export function useMyTenderBid(tenderId: number | null) {
  return useSWR<MyTenderBidAnswer, ApiError>(
    tenderId === null ? null : myTenderBidKey(tenderId),
    (key: string) => apiFetch<MyTenderBidAnswer>(key),
    {
      revalidateOnFocus: false,
    },
  );
}

import type { MyTenderBidAnswer } from '@tender/shared/schemas/bid-submission';
import { apiFetch } from '../../../lib/api/client';

/** POST /tenders/{id}/bids/start: the bid exists in state `started` (idempotent). */
export function startBid(tenderId: number): Promise<MyTenderBidAnswer> {
  return apiFetch<MyTenderBidAnswer>(`/tenders/${tenderId}/bids/start`, { method: 'POST' });
}

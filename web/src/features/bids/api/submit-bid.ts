import type { SubmitBidAnswer, SubmitBidBody } from '@tender/shared/schemas/bid-submission';
import { apiFetch } from '../../../lib/api/client';

/** POST /tenders/{id}/bids: submit or revise; the same request_id answers the first result. */
export function submitBid(tenderId: number, body: SubmitBidBody): Promise<SubmitBidAnswer> {
  return apiFetch<SubmitBidAnswer>(`/tenders/${tenderId}/bids`, { method: 'POST', body });
}

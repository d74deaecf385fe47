import type { WithdrawBidAnswer } from '@tender/shared/schemas/bid-submission';
import { apiFetch } from '../../../lib/api/client';

/** POST /tenders/{id}/bids/withdraw. */
export function withdrawBid(tenderId: number): Promise<WithdrawBidAnswer> {
  return apiFetch<WithdrawBidAnswer>(`/tenders/${tenderId}/bids/withdraw`, { method: 'POST' });
}

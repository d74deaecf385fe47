import type { BidVerifyPaymentAnswer, BidVerifyPaymentBody } from '@tender/shared/schemas/bid-payments';
import { apiFetch } from '../../api/client';

export const verifyBidPaymentPath = (tenderId: number) => `/tenders/${tenderId}/bids/verify_payment`;

/** POST /tenders/{id}/bids/verify_payment with what checkout handed over: what is due and paid now. */
export function verifyBidPayment(tenderId: number, body: BidVerifyPaymentBody): Promise<BidVerifyPaymentAnswer> {
  return apiFetch<BidVerifyPaymentAnswer>(verifyBidPaymentPath(tenderId), { method: 'POST', body });
}

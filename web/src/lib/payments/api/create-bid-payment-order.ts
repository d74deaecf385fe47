import type { BidPaymentOrderAnswer } from '@tender/shared/schemas/bid-payments';
import { apiFetch } from '../../api/client';

export const bidPaymentOrderPath = (tenderId: number) => `/tenders/${tenderId}/bids/payment_order`;

/**
 * POST /tenders/{id}/bids/payment_order: 201 with the order to open checkout with (amount in paise,
 * the server's), or an ApiError (409 when nothing is due, it is paid already, or bids are not taken).
 */
export function createBidPaymentOrder(tenderId: number, emdExempt: boolean): Promise<BidPaymentOrderAnswer> {
  return apiFetch<BidPaymentOrderAnswer>(bidPaymentOrderPath(tenderId), {
    method: 'POST',
    body: { emd_exempt: emdExempt },
  });
}

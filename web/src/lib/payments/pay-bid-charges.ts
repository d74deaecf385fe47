import type { BidVerifyPaymentAnswer } from '@tender/shared/schemas/bid-payments';
import { createBidPaymentOrder } from './api/create-bid-payment-order';
import { verifyBidPayment } from './api/verify-bid-payment';
import { openCheckout, type PaymentPrefill } from './open-checkout';

export type BidPaymentResult = BidVerifyPaymentAnswer['data'];

/**
 * Pays a bid's tender fee and EMD the way the registration fee is paid: the server makes the order
 * for what is left to pay, checkout takes the payment, the server verifies it. Rejects as
 * openCheckout does, or with the ApiError of a refused call.
 */
export function payBidCharges(
  tenderId: number,
  emdExempt: boolean,
  prefill: PaymentPrefill = {},
): Promise<BidPaymentResult> {
  return openCheckout({
    makeOrder: async () => (await createBidPaymentOrder(tenderId, emdExempt)).data.original,
    description: emdExempt ? 'Tender fee' : 'Tender fee and EMD',
    prefill,
    verify: async (result) => (await verifyBidPayment(tenderId, result)).data,
  });
}

import type { BidChargesPaise } from '@tender/shared/bid-charges';

// Which part of a contractor's bid payments was EMD. An order pays whatever was due
// when it was made: the fee and the EMD together, or the fee alone (an exemption claim) and the EMD
// later. The fee is never refunded, so it is counted against the oldest payments first and the
// rest of each payment, up to the EMD the tender asks, is the EMD part refunded from that payment.

export type PaidBidOrder = { order_id: string; payment_id: string; amount: number };
export type EmdPart = { order_id: string; payment_id: string; emd_paise: number };

/** Razorpay refunds at least ₹1.00. */
export const MIN_REFUND_PAISE = 100;

/** The EMD in each payment, oldest first (payments without EMD, or under ₹1.00 of it, are left out). */
export function emdParts(paid: readonly PaidBidOrder[], charges: Pick<BidChargesPaise, 'fee' | 'emd'>): EmdPart[] {
  let feeLeft = charges.fee;
  let emdLeft = charges.emd;
  const parts: EmdPart[] = [];
  for (const order of paid) {
    const fee = Math.min(order.amount, feeLeft);
    feeLeft -= fee;
    const emd = Math.min(order.amount - fee, emdLeft);
    emdLeft -= emd;
    if (emd >= MIN_REFUND_PAISE) parts.push({ order_id: order.order_id, payment_id: order.payment_id, emd_paise: emd });
  }
  return parts;
}

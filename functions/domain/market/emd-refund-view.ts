import type { EmdRefund, EmdRefundState } from '@tender/shared/schemas/refunds';
import type { EmdRefundRecord } from '../../data/refunds-repository';

// How a bid's EMD refund reads on My Bids: usually one payment's; several (the fee paid alone first,
// the EMD later) are summed and shown at the state of the one furthest from done.

const FURTHEST_FROM_DONE: readonly EmdRefundState[] = ['failed', 'due', 'held', 'pending', 'processed'];

export function toEmdRefund(refunds: readonly EmdRefundRecord[]): EmdRefund | undefined {
  if (refunds.length === 0) return undefined;
  const state = FURTHEST_FROM_DONE.find((candidate) => refunds.some((refund) => refund.state === candidate))!;
  const ids = refunds.flatMap((refund) => refund.razorpay_refund_id ?? []);
  const refundedAt = refunds.map((refund) => refund.refunded_at ?? '').sort();
  return {
    amount_paise: refunds.reduce((sum, refund) => sum + refund.amount_paise, 0),
    state,
    refunded_at: state === 'processed' ? (refundedAt.at(-1) ?? null) : null,
    razorpay_refund_id: ids.length > 0 ? ids.join(', ') : null,
  };
}

/** Adds each bid's EMD refund, from the contractor's refunds (one Query for all its bids). */
export function withEmdRefunds<B extends { tender_id: number }>(
  bids: readonly B[],
  refunds: readonly EmdRefundRecord[],
): (B & { emd_refund?: EmdRefund })[] {
  return bids.map((bid) => {
    const refund = toEmdRefund(refunds.filter((candidate) => candidate.tender_id === bid.tender_id));
    return refund ? { ...bid, emd_refund: refund } : bid;
  });
}

import type { EmdRefundRecord } from '../../data/refunds-repository';
import type { RazorpayRefundRequest, RazorpayRefundSummary } from '../../platform/razorpay-client';

// What we ask Razorpay for one EMD refund, derived from the stored refund alone, so every run that
// sends it (a retry after a crash included) sends the same request under the same idempotency key.

/** Razorpay's receipt holds at most 40 characters. */
const RECEIPT_MAX = 40;

export function refundRequestOf(refund: EmdRefundRecord): RazorpayRefundRequest {
  const base = `emd-${refund.tender_id}-${refund.contractor_id}`;
  return {
    paymentId: refund.payment_id,
    amount: refund.amount_paise,
    receipt: `${base}-${refund.attempt}`.slice(0, RECEIPT_MAX),
    notes: {
      purpose: 'emd_refund',
      tender_id: String(refund.tender_id),
      contractor_id: String(refund.contractor_id),
      attempt: String(refund.attempt),
    },
    // One key per refund and attempt: a failed refund's next attempt is a new request.
    idempotencyKey: `${base}-${refund.payment_id}-${refund.attempt}`,
  };
}

/** The refunds Razorpay holds for this payment that this EMD refund made (any attempt). */
export const refundsMadeFor = (refund: EmdRefundRecord, atRazorpay: readonly RazorpayRefundSummary[]) =>
  atRazorpay.filter(
    (found) =>
      found.notes.purpose === 'emd_refund' &&
      found.notes.tender_id === String(refund.tender_id) &&
      found.notes.contractor_id === String(refund.contractor_id),
  );

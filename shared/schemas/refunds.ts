import * as z from './mini';
import { refundMessages } from '../refund-messages';

// EMD refunds: the EMD part of a bid's paid orders goes back through Razorpay when
// the bid is not qualified, the tender is awarded to another or cancelled; the winner's is held
// until the Admin releases it. zod/mini, as My Bids' and the admin route's bundles carry it.

/**
 * held: the winner's, until the Admin releases it; due: to be sent to Razorpay by the refund job;
 * pending: Razorpay took it; processed: the money went back; failed: Razorpay could not refund it
 * (the job makes a new refund on its next run).
 */
export const EMD_REFUND_STATES = ['held', 'due', 'pending', 'processed', 'failed'] as const;
export type EmdRefundState = (typeof EMD_REFUND_STATES)[number];

/** A bid's EMD refund as the bidder sees it (one EMD payment: the usual case; several are summed). */
export const EmdRefund = z.object({
  amount_paise: z.number(),
  state: z.enum(EMD_REFUND_STATES),
  /** When Razorpay said processed (null before). */
  refunded_at: z.nullable(z.string()),
  /** Razorpay's refund id (rfnd_...), once it has one; the bank tracks the refund by it. */
  razorpay_refund_id: z.nullable(z.string()),
});
export type EmdRefund = z.infer<typeof EmdRefund>;

/** POST /admin/tenders/{id}/emd_release: the contractor (the winner) whose held EMD is refunded. */
const message = refundMessages.contractorId;
export const EmdReleaseBody = z.object({
  contractor_id: z
    .number({ error: message })
    .check(z.int(message), z.positive(message), z.maximum(Number.MAX_SAFE_INTEGER, message)),
});
export type EmdReleaseBody = z.infer<typeof EmdReleaseBody>;

export const EmdReleaseAnswer = z.object({
  message: z.string(),
  data: z.object({ tender_id: z.number(), contractor_id: z.number(), emd_refund: EmdRefund }),
});
export type EmdReleaseAnswer = z.infer<typeof EmdReleaseAnswer>;

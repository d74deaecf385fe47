import { randomUUID } from 'node:crypto';
import {
  claimRefund,
  dueRefundKeys,
  getRefund,
  releaseRefund,
  storePendingOutcome,
  storeRefundOutcome,
  type EmdRefundKey,
  type EmdRefundRecord,
} from '../../data/refunds-repository';
import { logger } from '../../platform/logger';
import {
  createRazorpayRefund,
  fetchRazorpayRefund,
  listRazorpayRefunds,
  type RazorpayRefundSummary,
} from '../../platform/razorpay-client';
import { refundRequestOf, refundsMadeFor } from './refund-request';

// The refund job's second step: each due refund is claimed for one run (a lease),
// looked for at Razorpay (a run that stopped after Razorpay made it and before we stored it left
// it there), made if not found under an idempotency key derived from the stored refund, and its id
// and state stored. Pending refunds are read back until Razorpay says processed or failed; a failed
// one is made again by the next run under its next attempt's key.

/** Longer than a Razorpay call may take (5 s, twice), short enough for the next run to retry. */
const LEASE_SECONDS = 60;
/** How many refunds one run settles at most; the rest are the next run's. */
const RUN_LIMIT = 200;

export type SettleResult = 'pending' | 'processed' | 'failed' | 'busy' | 'error' | 'done';

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${(error.cause as Error | undefined)?.message ?? error.message}` : 'error';

/** The refund this attempt stands for at Razorpay: one it made that did not fail, or this attempt's failure. */
function madeAlready(refund: EmdRefundRecord, atRazorpay: RazorpayRefundSummary[]): RazorpayRefundSummary | undefined {
  const ours = refundsMadeFor(refund, atRazorpay);
  return (
    ours.find((found) => found.status !== 'failed') ??
    ours.find((found) => found.notes.attempt === String(refund.attempt))
  );
}

/** Claims a due (or failed) refund, finds or makes it at Razorpay, stores what Razorpay says. */
async function sendRefund(key: EmdRefundKey, now: Date): Promise<SettleResult> {
  const leaseId = randomUUID();
  const refund = await claimRefund(key, leaseId, now, LEASE_SECONDS);
  if (!refund) return 'busy';
  try {
    const found = madeAlready(refund, await listRazorpayRefunds(refund.payment_id));
    const made = found ?? (await createRazorpayRefund(refundRequestOf(refund)));
    const stored = await storeRefundOutcome(key, leaseId, { state: made.status, razorpay_refund_id: made.id }, now);
    return stored ? made.status : 'busy';
  } catch (error) {
    logger.warn('emd refund: not made this run', { ...key, attempt: refund.attempt, error: describe(error) });
    await releaseRefund(key, leaseId, describe(error), now);
    return 'error';
  }
}

/** Reads a pending refund back from Razorpay and stores a change of state. */
async function followPending(refund: EmdRefundRecord, now: Date): Promise<SettleResult> {
  if (!refund.razorpay_refund_id) return 'error';
  try {
    const found = await fetchRazorpayRefund(refund.razorpay_refund_id);
    if (found.status === 'pending') return 'pending';
    await storePendingOutcome(refund, { state: found.status, razorpay_refund_id: found.id }, now);
    return found.status;
  } catch (error) {
    logger.warn('emd refund: state not read this run', { refund: refund.razorpay_refund_id, error: describe(error) });
    return 'error';
  }
}

/** Moves one refund on as far as it goes now. */
export async function settleRefund(key: EmdRefundKey, now: Date): Promise<SettleResult> {
  const refund = await getRefund(key);
  if (!refund || refund.state === 'held' || refund.state === 'processed') return 'done';
  if (refund.state === 'pending') return followPending(refund, now);
  return sendRefund(key, now);
}

export type SettleCounts = Record<SettleResult, number>;

/** Every refund the job has work on, one after the other (Razorpay is called a few times a run). */
export async function settleDueRefunds(now: Date): Promise<SettleCounts> {
  const counts: SettleCounts = { pending: 0, processed: 0, failed: 0, busy: 0, error: 0, done: 0 };
  for (const key of await dueRefundKeys(RUN_LIMIT)) counts[await settleRefund(key, now)] += 1;
  return counts;
}

import { bidChargesPaise } from '@tender/shared/bid-charges';
import type { EmdRefundState } from '@tender/shared/schemas/refunds';
import { tenderBids, type BidRecord } from '../../data/bids-repository';
import { listBidOrders, tenderPayerIds } from '../../data/payments-repository';
import {
  deleteRefundCause,
  pendingRefundCauses,
  putRefundCause,
  putRefundIfAbsent,
  type EmdRefundCause,
  type EmdRefundCauseRecord,
} from '../../data/refunds-repository';
import { getTenderById, type TenderRecord } from '../../data/tenders-repository';
import { liveBids } from './bid-states';
import { emdParts } from './emd-parts';

// The triggers of EMD refunds. A trigger only marks refunds due: it writes the cause,
// works out each payment's EMD and stores one refund per (tender, contractor, payment) with a
// conditional put, then deletes the cause. The refund-emd job sends them to Razorpay; it also works
// out any cause a trigger left (a run that stopped, or the cancel, which writes its cause in the
// cancel's own transaction). Marking is idempotent: a refund already stored is never stored again.

type Cause = EmdRefundCauseRecord['cause'];

/** A tender that ended without an award: every bidder's EMD goes back, whatever its bid's state. */
const ENDED_WITHOUT_AWARD: readonly string[] = ['cancelled', 'unsuccessful', 'retendered'];

/**
 * Whose EMD a cause refunds, and whose it holds (the winner's, until the Admin releases it). An end
 * refunds every contractor who bid or paid towards a bid (`payers`: one may pay and never start).
 */
function whoIsRefunded(
  cause: EmdRefundCauseRecord,
  tender: TenderRecord,
  bids: BidRecord[],
  payers: readonly number[],
  now: Date,
) {
  const contractors = [...new Set([...bids.map((bid) => bid.contractor_id), ...payers])];
  switch (cause.cause) {
    case 'cancelled':
    case 'ended':
      // Read when the job works the cause out: a cancelled tender may be re-tendered by then.
      return { refunded: ENDED_WITHOUT_AWARD.includes(tender.status) ? contractors : [], held: [] };
    case 'lost':
      return {
        refunded: contractors.filter((id) => id !== cause.winner_contractor_id),
        held: cause.winner_contractor_id === null ? [] : [cause.winner_contractor_id],
      };
    case 'not_qualified':
      return {
        refunded: liveBids(bids)
          .filter((bid) => notQualifiedForGood(bid, now))
          .map((bid) => bid.contractor_id),
        held: [],
      };
  }
}

/**
 * A not-qualified decision that can no longer change: its representation was upheld, or none was
 * sent and the window to send one is over by the server's clock.
 */
export function notQualifiedForGood(bid: BidRecord, now: Date): boolean {
  if (bid.evaluation?.qualified !== false) return false;
  if (bid.representation) return bid.representation.decision === 'upheld';
  const until = bid.evaluation.representation_until;
  return until === null || new Date(until) <= now;
}

/** Stores a refund (or a hold) for each payment of this contractor's EMD on the tender: how many were new. */
async function markContractor(
  tender: TenderRecord,
  contractorId: number,
  state: Extract<EmdRefundState, 'due' | 'held'>,
  cause: EmdRefundCause,
  now: Date,
): Promise<number> {
  const orders = await listBidOrders(tender.id, contractorId);
  const paid = orders.flatMap((order) =>
    order.status === 'paid' && order.payment_id
      ? [{ order_id: order.order_id, payment_id: order.payment_id, amount: order.amount }]
      : [],
  );
  const charges = bidChargesPaise(tender, { emdExempt: false });
  const stored = await Promise.all(
    emdParts(paid, charges).map((part) =>
      putRefundIfAbsent({
        tender_id: tender.id,
        contractor_id: contractorId,
        payment_id: part.payment_id,
        order_id: part.order_id,
        amount_paise: part.emd_paise,
        cause,
        state,
        attempt: 1,
        razorpay_refund_id: null,
        refunded_at: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        last_error: null,
      }),
    ),
  );
  return stored.filter(Boolean).length;
}

/** Works out one cause: the refunds (and holds) it makes, stored once each; then the cause is deleted. */
export async function expandRefundCause(cause: EmdRefundCauseRecord, now: Date): Promise<number> {
  const tender = await getTenderById(cause.tender_id, { consistent: true });
  let marked = 0;
  if (tender) {
    const [bids, payers] = await Promise.all([tenderBids(tender.id), tenderPayerIds(tender.id)]);
    const who = whoIsRefunded(cause, tender, bids, payers, now);
    for (const id of who.refunded) marked += await markContractor(tender, id, 'due', cause.cause, now);
    for (const id of who.held) marked += await markContractor(tender, id, 'held', cause.cause, now);
  }
  await deleteRefundCause(cause);
  return marked;
}

/** The job's first step: every cause a trigger wrote and did not work out. */
export async function expandPendingCauses(now: Date, limit = 50): Promise<number> {
  const causes = await pendingRefundCauses(limit);
  for (const cause of causes) await expandRefundCause(cause, now);
  return causes.length;
}

const causeOf = (tenderId: number, cause: Cause, now: Date, winner: number | null = null): EmdRefundCauseRecord => ({
  tender_id: tenderId,
  cause,
  winner_contractor_id: winner,
  marked_at: now.toISOString(),
});

async function trigger(cause: EmdRefundCauseRecord, now: Date): Promise<number> {
  // Written first: if working it out stops half-way, the job finishes it.
  await putRefundCause(cause);
  return expandRefundCause(cause, now);
}

/**
 * The bids of a tender whose not-qualified decision is final (the representation upheld, or its
 * window over): their EMD is marked due. Call it when the decisions can no longer change (the
 * financial opening); calling it again marks only what was not marked.
 */
export function refundEmdOfNotQualified(tenderId: number, now: Date = new Date()): Promise<number> {
  return trigger(causeOf(tenderId, 'not_qualified', now), now);
}

/** At the award: every other bidder's EMD is marked due; the winner's is held until the Admin releases it. */
export function refundEmdOfLosers(
  tenderId: number,
  winnerContractorId: number,
  now: Date = new Date(),
): Promise<number> {
  return trigger(causeOf(tenderId, 'lost', now, winnerContractorId), now);
}

/** A cancelled tender: every bidder's EMD is marked due (nothing, while the tender is not cancelled). */
export function refundEmdOfCancelled(tenderId: number, now: Date = new Date()): Promise<number> {
  return trigger(causeOf(tenderId, 'cancelled', now), now);
}

/** The cancel's own transaction writes this, so a cancelled tender's refunds are never forgotten. */
export const cancelRefundCause = (tenderId: number, now: Date): EmdRefundCauseRecord =>
  causeOf(tenderId, 'cancelled', now);

/** The award's own transaction writes this: every other bidder's EMD due, the winner's held. */
export const lostRefundCause = (tenderId: number, winnerContractorId: number, now: Date): EmdRefundCauseRecord =>
  causeOf(tenderId, 'lost', now, winnerContractorId);

/**
 * The transaction of an end without an award (declared unsuccessful, re-tendered) writes this: every
 * bidder's EMD is due, withdrawn and never re-confirmed bids' too.
 */
export const endedRefundCause = (tenderId: number, now: Date): EmdRefundCauseRecord => causeOf(tenderId, 'ended', now);

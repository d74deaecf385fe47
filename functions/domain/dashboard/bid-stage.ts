// Where a bid stands between the close and the award, and the two bid counters of the
// dashboards made from it. Pure, so an organisation's figures (the bids on its tenders) and a
// contractor's (its own bids) follow one rule, tested without the table.
import type { BidStage } from '@tender/shared/schemas/dashboard';
import type { DashboardBid } from '../../data/dashboard-figures-repository';
import { countsNow } from '../market/bid-states';

/** A bid with the status of its tender now. */
export type BidOnTender = { bid: DashboardBid; tenderStatus: string };

/** A not-qualified bid whose bidder may still send a representation, or whose representation waits. */
function inRepresentation(bid: DashboardBid, now: Date): boolean {
  if (bid.representation) return bid.representation.answered_at === null;
  const until = bid.evaluation?.representation_until;
  return typeof until === 'string' && Date.parse(until) > now.getTime();
}

/**
 * The stage of a live bid on a closed tender (closed: under evaluation, not awarded, unsuccessful
 * or cancelled). Null when the bid does not count now (withdrawn, only started, waiting for
 * re-confirmation), is on a tender decided or still open, or is finally not qualified.
 */
export function bidStage({ bid, tenderStatus }: BidOnTender, now: Date): BidStage | null {
  if (tenderStatus !== 'closed' || !countsNow(bid)) return null;
  if (!bid.opening?.technical) return 'sealed';
  if (!bid.evaluation) return 'in_evaluation';
  if (bid.evaluation.qualified) return 'qualified';
  return inRepresentation(bid, now) ? 'in_representation' : null;
}

export type BidCounters = { pendingToAward: number; underDiscussion: number };

/** Pending to award: qualified bids not yet awarded; under discussion: bids in evaluation or representation. */
export function bidCounters(bids: readonly BidOnTender[], now: Date): BidCounters {
  const stages = bids.map((bid) => bidStage(bid, now));
  return {
    pendingToAward: stages.filter((stage) => stage === 'qualified').length,
    underDiscussion: stages.filter((stage) => stage === 'in_evaluation' || stage === 'in_representation').length,
  };
}

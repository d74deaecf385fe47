import { SUBMITTED_BID_STATES, type BidState } from '@tender/shared/schemas/bid-submission';
import type { TechnicalResult } from '@tender/shared/schemas/opening';
import type { BidRecord } from '../../data/bids-repository';

// A bid's states and the one rule every count of bids follows: the bid counter, the register, the
// opening, the statement, refunds and both dashboards. The technical result: public once every
// opened bid has its decision; a decision changed after a representation changes it. Pure, so the
// opening record and the bid lists agree.

type StatedBid = { state: BidState; needs_reconfirmation?: boolean };

/** Submitted at least once and not withdrawn since (a revision is still a submitted bid). */
export const isSubmitted = (bid: { state: BidState } | undefined): boolean =>
  bid !== undefined && (SUBMITTED_BID_STATES as readonly string[]).includes(bid.state);

/**
 * The bid counts now: submitted (or revised), not withdrawn, and not waiting for re-confirmation after
 * a material corrigendum (such a bid is never opened and counts only once submitted again).
 */
export const countsNow = (bid: StatedBid): boolean => isSubmitted(bid) && bid.needs_reconfirmation !== true;

/** Submitted, but a material corrigendum since asks the bidder to submit it again. */
export const awaitsReconfirmation = (bid: StatedBid): boolean => isSubmitted(bid) && bid.needs_reconfirmation === true;

/** The bids that count now, in their order. */
export const liveBids = <Bid extends StatedBid>(bids: readonly Bid[]): Bid[] => bids.filter(countsNow);

const lastChange = (bid: BidRecord) =>
  [bid.evaluation?.decided_at, bid.representation?.answered_at]
    .filter((at): at is string => Boolean(at))
    .sort()
    .at(-1);

/** Null until the technical covers are opened and every live bid has a decision. */
export function technicalResult(bids: readonly BidRecord[]): TechnicalResult | null {
  const opened = liveBids(bids).filter((bid) => bid.opening?.technical);
  if (opened.length === 0 || opened.some((bid) => !bid.evaluation)) return null;
  return {
    published_at:
      opened
        .map((bid) => lastChange(bid) ?? '')
        .sort()
        .at(-1) ?? '',
    bids: opened.map((bid) => ({
      bid_id: bid.bid_reference,
      bidder_name: bid.bidder_name ?? bid.bid_reference,
      qualified: bid.evaluation!.qualified,
      reason_code: bid.evaluation!.qualified ? null : bid.evaluation!.reason_code,
    })),
  };
}

/** The bids whose financial covers the financial opening decrypts: qualified ones only. */
export const qualifiedBids = (bids: readonly BidRecord[]) =>
  liveBids(bids).filter((bid) => bid.opening?.technical && bid.evaluation?.qualified === true);

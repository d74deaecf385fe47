import type { TechnicalResult } from '@tender/shared/schemas/opening';
import type { BidRecord } from '../../data/bids-repository';

// The technical result: public once every opened bid has its decision; a decision
// changed after a representation changes it. Pure, so the opening record and the bid lists agree.

/** The bids the opening reads: submitted or revised, never withdrawn or only started. */
export const liveBids = (bids: readonly BidRecord[]) =>
  // A bid waiting for re-confirmation after a corrigendum does not count: never opened.
  bids.filter((bid) => (bid.state === 'submitted' || bid.state === 'revised') && bid.needs_reconfirmation !== true);

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

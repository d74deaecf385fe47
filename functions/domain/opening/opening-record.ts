import type { Cover, CoverOpening, OpeningRecordLine } from '@tender/shared/schemas/opening';
import type { BidRecord } from '../../data/bids-repository';
import type { OpeningRecord } from '../../data/opening-repository';
import { liveBids, qualifiedBids } from '../market/bid-states';

// The public opening record of one cover: who confirmed, when it opened, and each
// bid opened with its covers, its receipt digest and whether the digest matched, flags shown.
// Pure: the GET, the POST's answer and the bidders' mail all read it from here.

/** The bids a cover's opening reads: every live bid (technical), the qualified ones (financial). */
export const bidsToOpen = (cover: Cover, bids: readonly BidRecord[]) =>
  cover === 'technical' ? liveBids(bids) : qualifiedBids(bids);

function recordLine(bid: BidRecord, cover: Cover): OpeningRecordLine | null {
  const opened = bid.opening?.[cover];
  if (!opened) return null;
  return {
    bid_id: bid.bid_reference,
    bidder_name: bid.bidder_name ?? bid.bid_reference,
    covers_received: bid.sealed ? ['technical', 'financial'] : [],
    digest: bid.receipt?.digest ?? '',
    digest_match: opened.digest_match,
    flag: opened.flag,
  };
}

export function coverOpening(
  cover: Cover,
  opening: OpeningRecord | undefined,
  bids: readonly BidRecord[],
): CoverOpening {
  const opened = opening?.state === 'opened';
  return {
    cover,
    state: opened ? 'opened' : opening ? 'confirming' : 'waiting',
    confirmations: (opening?.confirmations ?? []).map((confirmation) => ({ ...confirmation })),
    opened_at: opened ? opening.opened_at : null,
    bids: opened
      ? liveBids(bids)
          .map((bid) => recordLine(bid, cover))
          .filter((line): line is OpeningRecordLine => line !== null)
      : [],
  };
}

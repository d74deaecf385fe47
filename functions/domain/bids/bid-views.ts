import { corrigendumMessages } from '@tender/shared/corrigendum-messages';
import type { MyBid } from '@tender/shared/schemas/bid-submission';
import type { BidRecord } from '../../data/bids-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { awaitsReconfirmation, isSubmitted } from '../market/bid-states';
import { openForBids } from '../market/tender-access';

type TenderShown = Pick<TenderRecord, 'id' | 'tender_uid' | 'project_name' | 'bid_submission_end_date' | 'status'>;

/** The state a bidder sees: a live bid of a tender past its deadline (or closed) is `closed`. */
export function shownState(bid: BidRecord, tender: TenderShown | undefined, now: Date): MyBid['state'] {
  if (!isSubmitted(bid)) return bid.state;
  return tender && openForBids(tender, now) ? bid.state : 'closed';
}

/** "Needs re-confirmation since corrigendum n", on a live bid a corrigendum marked. */
function reconfirmation(bid: BidRecord): Pick<MyBid, 'needs_reconfirmation'> {
  if (!awaitsReconfirmation(bid)) return {};
  const since = bid.reconfirm_corrigendum ?? 0;
  return {
    needs_reconfirmation: { since_corrigendum: since, message: corrigendumMessages.needsReconfirmation(since) },
  };
}

/** A bid as its bidder lists it: never its contents. */
export function toMyBid(bid: BidRecord, tender: TenderShown | undefined, now: Date): MyBid {
  return {
    bid_id: bid.bid_reference,
    tender_id: bid.tender_id,
    tender_uid: tender?.tender_uid ?? '',
    project_name: tender?.project_name ?? '',
    bid_submission_end_date: tender?.bid_submission_end_date ?? '',
    state: shownState(bid, tender, now),
    submission: bid.submission,
    started_at: bid.started_at,
    submitted_at: bid.submitted_at,
    withdrawn_at: bid.withdrawn_at,
    receipt: bid.state === 'withdrawn' ? null : bid.receipt,
    ...reconfirmation(bid),
  };
}

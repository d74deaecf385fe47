import { bidMessages as m } from '@tender/shared/bid-messages';
import type { MyBid, MyBidsAnswer, TenderBidsAnswer } from '@tender/shared/schemas/bid-submission';
import { openingMessages } from '@tender/shared/opening-messages';
import { bidCount, contractorBids, tenderBids, tendersOfBids, type BidRecord } from '../../data/bids-repository';
import { refundsOfContractor } from '../../data/refunds-repository';
import { getTenderById } from '../../data/tenders-repository';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { toMyBidOutcome, toOpenedBid } from '../evaluation/evaluation-views';
import { liveBids } from '../market/bid-states';
import { maySeeOpenedBids } from '../market/opening-tender';
import { withEmdRefunds } from '../market/emd-refund-view';
import { toMyBid } from './bid-views';

const MY_BIDS_LIMIT = 200;

/** Past the deadline a live bid also shows where its evaluation stands. */
function withOutcome(bid: BidRecord, tender: Parameters<typeof toMyBid>[1], now: Date): MyBid {
  const shown = toMyBid(bid, tender, now);
  return shown.state === 'closed' ? { ...shown, outcome: toMyBidOutcome(bid) } : shown;
}

/** GET /my/bids: the contractor's own bids, states and receipts, never contents. */
export async function myBids(caller: Caller, now: Date): Promise<MyBidsAnswer> {
  if (caller.role !== 'Contractor') throw new ForbiddenError(m.notContractor);
  const bids = await contractorBids(caller.userId, MY_BIDS_LIMIT);
  const tenders = await tendersOfBids(bids.map((bid) => bid.tender_id));
  const shown = bids.map((bid) => withOutcome(bid, tenders.get(bid.tender_id), now));
  return { server_time: now.toISOString(), data: withEmdRefunds(shown, await refundsOfContractor(caller.userId)) };
}

/**
 * GET /tenders/{id}/bids: the tender's organisation, the Admin, its openers and its evaluators see
 * how many bids it has; before the opening nothing else, not even who sent them. Once the technical
 * covers are opened, the opened bids too, the financial part only once that is opened.
 */
export async function tenderBidCount(tenderId: number, caller: Caller): Promise<TenderBidsAnswer> {
  const tender = await getTenderById(tenderId);
  if (!tender) throw new NotFoundError();
  if (!maySeeOpenedBids(tender, caller)) throw new ForbiddenError();
  const [count, bids] = await Promise.all([bidCount(tenderId), tenderBids(tenderId)]);
  const opened = liveBids(bids).filter((bid) => bid.opening?.technical);
  return {
    data: {
      tender_id: tenderId,
      bid_count: count,
      sealed: opened.length === 0,
      bid_opening_date: tender.bid_opening_date,
      message: opened.length === 0 ? m.sealedUntilOpening : openingMessages.opened('technical', opened.length),
      ...(opened.length > 0 ? { bids: opened.map(toOpenedBid) } : {}),
    },
  };
}

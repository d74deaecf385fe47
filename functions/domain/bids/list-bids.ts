import { bidMessages as m } from '@tender/shared/bid-messages';
import type { MyBidsAnswer, TenderBidsAnswer } from '@tender/shared/schemas/bid-submission';
import { bidCount, contractorBids, tendersOfBids } from '../../data/bids-repository';
import { getTenderById } from '../../data/tenders-repository';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../accounts/caller';
import { toMyBid } from './bid-views';

const MY_BIDS_LIMIT = 200;

/** GET /my/bids: the contractor's own bids, states and receipts, never contents. */
export async function myBids(caller: Caller, now: Date): Promise<MyBidsAnswer> {
  if (caller.role !== 'Contractor') throw new ForbiddenError(m.notContractor);
  const bids = await contractorBids(caller.userId, MY_BIDS_LIMIT);
  const tenders = await tendersOfBids(bids.map((bid) => bid.tender_id));
  return { server_time: now.toISOString(), data: bids.map((bid) => toMyBid(bid, tenders.get(bid.tender_id), now)) };
}

/**
 * GET /tenders/{id}/bids: the tender's organisation and the Admin see how many bids it has; before
 * the opening nothing else, not even who sent them.
 */
export async function tenderBidCount(tenderId: number, caller: Caller): Promise<TenderBidsAnswer> {
  const tender = await getTenderById(tenderId);
  if (!tender) throw new NotFoundError();
  const owner = caller.role === 'Organization' && tender.organization_id === caller.userId;
  if (caller.role !== 'Admin' && !owner) throw new ForbiddenError();
  return {
    data: {
      tender_id: tenderId,
      bid_count: await bidCount(tenderId),
      sealed: true,
      bid_opening_date: tender.bid_opening_date,
      message: m.sealedUntilOpening,
    },
  };
}

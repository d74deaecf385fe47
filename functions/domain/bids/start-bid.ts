import type { MyTenderBidAnswer } from '@tender/shared/schemas/bid-submission';
import { getBid, putStartedBid, type BidRecord } from '../../data/bids-repository';
import { nextSequenceValue } from '../../data/sequences';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import type { Caller } from '../market/caller';
import { followAsBidder } from '../follows/auto-follow';
import { bidderRefusal, windowRefusal, type BidRefusal } from '../market/bid-eligibility';
import { throwRefusal } from '../market/bid-refusals';
import { publishedTenderOr404 } from '../market/published-tender';
import { toMyBid } from './bid-views';

/** BID-<tender>-<the bid's number on that tender, six digits>. */
export const bidReference = (tenderId: number, serial: number) => `BID-${tenderId}-${String(serial).padStart(6, '0')}`;

/** Why the caller cannot bid on this tender now, or null: who first, then the server's clock. */
export async function refusalFor(caller: Caller, tender: PublicTenderRecord, now: Date): Promise<BidRefusal | null> {
  return (await bidderRefusal(caller)) ?? windowRefusal(tender, now);
}

/** GET /tenders/{id}/bids/mine: the bid page's state, with the server's time the countdown counts from. */
export async function myTenderBid(tenderId: number, caller: Caller, now: Date): Promise<MyTenderBidAnswer> {
  const tender = await publishedTenderOr404(tenderId);
  const [refusal, bid] = await Promise.all([refusalFor(caller, tender, now), getBid(tenderId, caller.userId)]);
  return answerOf(tender, refusal, bid, now);
}

function answerOf(
  tender: PublicTenderRecord,
  refusal: BidRefusal | null,
  bid: BidRecord | undefined,
  now: Date,
): MyTenderBidAnswer {
  return {
    data: {
      server_time: now.toISOString(),
      bid_submission_start_date: tender.bid_submission_start_date,
      bid_submission_end_date: tender.bid_submission_end_date,
      can_bid: refusal === null,
      blocked_by: refusal?.blockedBy ?? null,
      message: refusal?.message ?? null,
      bid: bid ? toMyBid(bid, tender, now) : null,
    },
  };
}

/** POST /tenders/{id}/bids/start: the contractor's bid exists (started), so it hears of answers; idempotent. */
export async function startBid(tenderId: number, caller: Caller, now: Date): Promise<MyTenderBidAnswer> {
  const tender = await publishedTenderOr404(tenderId);
  const refusal = await refusalFor(caller, tender, now);
  if (refusal) throwRefusal(refusal);
  const existing = await getBid(tenderId, caller.userId);
  return answerOf(tender, null, existing ?? (await startedBid(tenderId, caller.userId, now)), now);
}

/**
 * The contractor's bid on this tender, written as started (its reference drawn) if there was none:
 * once written, a bid's reference never changes, so whatever is sealed and signed for it names the
 * reference the table holds. Of concurrent starts one writes; the others read its bid.
 */
export async function startedBid(tenderId: number, contractorId: number, now: Date): Promise<BidRecord> {
  const at = now.toISOString();
  const record: BidRecord = {
    tender_id: tenderId,
    contractor_id: contractorId,
    bid_reference: bidReference(tenderId, await nextSequenceValue(`bid-${tenderId}`)),
    state: 'started',
    submission: 0,
    started_at: at,
    submitted_at: null,
    withdrawn_at: null,
    updated_at: at,
    receipt: null,
    sealed: null,
  };
  if (await putStartedBid(record)) {
    await followAsBidder(tenderId, contractorId, now);
    return record;
  }
  const written = await getBid(tenderId, contractorId);
  if (!written) throw new Error(`The bid of ${contractorId} on tender ${tenderId} was neither written nor found.`);
  return written;
}

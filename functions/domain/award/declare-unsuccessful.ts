import { awardMessages as a } from '@tender/shared/award-messages';
import type { UnsuccessfulAnswer, UnsuccessfulBody } from '@tender/shared/schemas/award';
import { tenderBids } from '../../data/bids-repository';
import { ConflictError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf } from '../audit/audit-entry';
import { financialOpeningWait } from '../market/financial-gate';
import { liveBids } from '../market/bid-states';
import { notQualifiedRefundCause } from '../market/mark-refunds';
import { moveTender } from '../tenders/tender-transitions';
import { closedForBids } from '../market/tender-access';
import { tenderToDecide } from './award-access';

// POST /tenders/{id}/unsuccessful: a tender closed for bids that received none, or
// whose evaluation is final with no bid qualified (every representation answered or out of time),
// ends without an award, with the reason. It can then be re-tendered as a cancelled one can.

export async function declareUnsuccessful(
  tenderId: number,
  body: UnsuccessfulBody,
  caller: Caller,
  now: Date,
): Promise<UnsuccessfulAnswer> {
  const tender = await tenderToDecide(tenderId, caller);
  if (!closedForBids(tender, now)) throw new ConflictError(a.notUnsuccessful);
  const bids = await tenderBids(tender.id);
  const noQualified = financialOpeningWait(bids, now, (iso) => iso)?.kind === 'no_qualified_bid';
  if (liveBids(bids).length > 0 && !noQualified) throw new ConflictError(a.notUnsuccessful);
  const at = now.toISOString();
  await moveTender(
    tender,
    {
      to: 'unsuccessful',
      from: ['active', 'closed'],
      set: { unsuccessful_reason: body.reason, unsuccessful_at: at, updated_at: at },
    },
    {
      action: 'tender.unsuccessful',
      summary: `Declared ${tender.tender_uid} unsuccessful: ${body.reason}`,
      before: { status: tender.status },
      after: { status: 'unsuccessful', unsuccessful_reason: body.reason },
    },
    // No qualified bid: the EMD of every bid not qualified for good is due, decided in this transaction.
    { actor: await actorOf(caller), now, refundCause: notQualifiedRefundCause(tender.id, now) },
  );
  return {
    message: a.unsuccessful(tender.tender_uid),
    data: { tender_id: tender.id, status: 'unsuccessful', reason: body.reason, at },
  };
}

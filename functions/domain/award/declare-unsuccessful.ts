import { awardMessages as a } from '@tender/shared/award-messages';
import type { UnsuccessfulAnswer, UnsuccessfulBody } from '@tender/shared/schemas/award';
import { ConflictError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf } from '../audit/audit-entry';
import { endedRefundCause } from '../market/mark-refunds';
import { moveTender } from '../tenders/tender-transitions';
import { closedForBids } from '../market/tender-access';
import { tenderToDecide } from './award-access';

// POST /tenders/{id}/unsuccessful: a tender closed for bids and not decided ends without an award,
// with the reason, whatever its bids' states: none received, sealed, opened, under evaluation or
// representation, none qualified, or qualified ones the organisation does not accept (all priced
// far above the estimate, say). Every bidder's EMD goes back; it can then be re-tendered.

export async function declareUnsuccessful(
  tenderId: number,
  body: UnsuccessfulBody,
  caller: Caller,
  now: Date,
): Promise<UnsuccessfulAnswer> {
  const tender = await tenderToDecide(tenderId, caller);
  if (!closedForBids(tender, now)) throw new ConflictError(a.notUnsuccessful);
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
    // Every bidder's EMD is due, decided in this transaction.
    { actor: await actorOf(caller), now, refundCause: endedRefundCause(tender.id, now) },
  );
  return {
    message: a.unsuccessful(tender.tender_uid),
    data: { tender_id: tender.id, status: 'unsuccessful', reason: body.reason, at },
  };
}

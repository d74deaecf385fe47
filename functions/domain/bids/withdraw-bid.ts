import { bidMessages as m } from '@tender/shared/bid-messages';
import type { WithdrawBidAnswer } from '@tender/shared/schemas/bid-submission';
import { BidWriteConflictError, getBid, writeBidChange, type BidRecord } from '../../data/bids-repository';
import { ConflictError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { bidderRefusal, windowRefusal } from '../market/bid-eligibility';
import { mailAccount } from '../mail/mail-account';
import { bidWithdrawnMail } from '../market/bid-mails';
import { throwRefusal } from '../market/bid-refusals';
import { publishedTenderOr404 } from '../market/published-tender';
import { discardSealedObjects, sealedObjectsOf } from './seal-bid';
import { countsNow } from '../market/bid-states';

// POST /tenders/{id}/bids/withdraw: until the deadline a submitted bid can be withdrawn; its sealed
// covers are deleted for good and it stops counting. The contractor may submit again afterwards.

const MAX_WRITE_ATTEMPTS = 10;

export async function withdrawBid(tenderId: number, caller: Caller, now: Date): Promise<WithdrawBidAnswer> {
  const tender = await publishedTenderOr404(tenderId);
  const refusal = (await bidderRefusal(caller)) ?? windowRefusal(tender, now);
  if (refusal) throwRefusal(refusal);
  const at = now.toISOString();
  for (let attempt = 0; attempt < MAX_WRITE_ATTEMPTS; attempt += 1) {
    const current = await getBid(tenderId, caller.userId);
    if (!current || current.state === 'started') throw new ConflictError(m.noBid);
    if (current.state === 'withdrawn') throw new ConflictError(m.alreadyWithdrawn);
    const withdrawn: BidRecord = { ...current, state: 'withdrawn', withdrawn_at: at, updated_at: at, sealed: null };
    try {
      await writeBidChange({
        bid: withdrawn,
        expectedSubmission: current.submission,
        expectedState: current.state,
        // A bid waiting for re-confirmation already stopped counting at the corrigendum.
        countChange: countsNow(current) ? -1 : 0,
      });
    } catch (error) {
      if (error instanceof BidWriteConflictError && error.conflict === 'bid-changed') continue;
      if (error instanceof BidWriteConflictError)
        throw new ConflictError(windowRefusal(tender, new Date())?.message ?? m.notOpen);
      throw error;
    }
    await discardSealedObjects(sealedObjectsOf(current.sealed));
    await mailAccount('bids.mail_failed', caller.userId, (to, name) =>
      bidWithdrawnMail({ to, name, tender, bidReference: current.bid_reference, at }),
    );
    return {
      error: false,
      message: m.withdrawn,
      data: { bid_id: current.bid_reference, state: 'withdrawn', withdrawn_at: at },
    };
  }
  throw new ConflictError();
}

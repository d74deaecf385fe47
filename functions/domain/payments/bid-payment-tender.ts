import { bidMessages } from '@tender/shared/bid-messages';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import { ForbiddenError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { bidderRefusal, windowRefusal } from '../market/bid-eligibility';
import { throwRefusal } from '../market/bid-refusals';

// The checks a bid's payment routes share with the bid itself (functions/domain/bids): who may
// pay, for which tender, and when.

export { publishedTenderOr404 as publishedTender } from '../market/published-tender';

/** Only a contractor records a tender fee or EMD payment (money already taken is always recorded). */
export function assertContractor(caller: Caller): void {
  if (caller.role !== 'Contractor') throw new ForbiddenError(bidMessages.notContractor);
}

/** Only a contractor that may bid pays before bidding: the same refusals, in the same words, as a bid. */
export async function assertMayBid(caller: Caller): Promise<void> {
  const refusal = await bidderRefusal(caller);
  if (refusal) throwRefusal(refusal);
}

/** Refuses with 409 a tender that is not taking bids at `now` (the server's clock), naming the window and the time. */
export function assertTakingBids(tender: PublicTenderRecord, now: Date): void {
  const refusal = windowRefusal(tender, now);
  if (refusal) throwRefusal(refusal);
}

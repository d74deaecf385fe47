import { getBidRegister } from '../../data/bid-register-repository';
import { tenderBids } from '../../data/bids-repository';
import { getOpenings } from '../../data/opening-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import type { OpeningSituation } from './opening-rules';
import { isAdminOrOwner } from './tender-access';
import { isEvaluator, isOpener, type RoleCaller } from './tender-roles';

// The tender an opening is about, and what the rules read of it: a published tender (a draft does
// not exist outside the admin area), its two openings, its bids and whether its register is out.

export async function openingSituation(tender: TenderRecord, now: Date): Promise<OpeningSituation> {
  const [openings, bids, register] = await Promise.all([
    getOpenings(tender.id),
    tenderBids(tender.id),
    getBidRegister(tender.id),
  ]);
  return { tender, openings, bids, registerPublished: register !== undefined, now };
}

/** Who sees the opened bids: the Admin, the owning organisation, the openers and the evaluators. */
export const maySeeOpenedBids = (tender: TenderRecord, caller: RoleCaller) =>
  isAdminOrOwner(tender, caller) || isOpener(tender, caller) || isEvaluator(tender, caller);

import { apiMessages } from '@tender/shared/messages';
import { awardMessages as a } from '@tender/shared/award-messages';
import { getTenderById, isPublicTender, type TenderRecord } from '../../data/tenders-repository';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';

// Who decides how a tender ends: its organisation or an Admin. Other roles are
// refused before anything is looked up (403); an organisation never learns of another's tender
// (404), nor anyone of a draft. A tender awarded or declared unsuccessful is decided once (409).

export async function tenderToDecide(tenderId: number, caller: Caller): Promise<TenderRecord> {
  if (caller.role !== 'Admin' && caller.role !== 'Organization') throw new ForbiddenError(a.notAllowed);
  const tender = await getTenderById(tenderId, { consistent: true });
  const foreign = caller.role === 'Organization' && tender?.organization_id !== caller.userId;
  if (!isPublicTender(tender) || foreign) throw new NotFoundError(apiMessages.tenderNotFound);
  if (tender.status === 'awarded' || tender.status === 'unsuccessful') throw new ConflictError(a.decided);
  return tender;
}

/** Closed for bids by the server's clock: the close job may not have moved it yet. */
export const closedForBids = (tender: TenderRecord, now: Date) =>
  (tender.status === 'closed' || tender.status === 'active') &&
  Date.parse(tender.bid_submission_end_date) <= now.getTime();

import { apiMessages } from '@tender/shared/messages';
import { awardMessages as a } from '@tender/shared/award-messages';
import { getTenderById, type TenderRecord } from '../../data/tenders-repository';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { publishedOr404 } from '../market/published-tender';
import { isForeignTender } from '../market/tender-access';

// Who decides how a tender ends: its organisation or an Admin. Other roles are
// refused before anything is looked up (403); an organisation never learns of another's tender
// (404), nor anyone of a draft. A tender awarded or declared unsuccessful is decided once (409).

export async function tenderToDecide(tenderId: number, caller: Caller): Promise<TenderRecord> {
  if (caller.role !== 'Admin' && caller.role !== 'Organization') throw new ForbiddenError(a.notAllowed);
  const tender = publishedOr404(await getTenderById(tenderId, { consistent: true }));
  if (isForeignTender(tender, caller)) throw new NotFoundError(apiMessages.tenderNotFound);
  if (tender.status === 'awarded' || tender.status === 'unsuccessful') throw new ConflictError(a.decided);
  return tender;
}

import { apiMessages } from '@tender/shared/messages';
import { getBid, type BidRecord } from '../../data/bids-repository';
import { getRepresentationLookup } from '../../data/evaluation-repository';
import { getTenderById, isPublicTender, type TenderRecord } from '../../data/tenders-repository';
import { NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { isAdminOrOwner } from '../market/tender-access';
import { isEvaluator, type RoleCaller } from '../market/tender-roles';

// GET /representations/{id}/document/link: the document a bidder attached to its representation.
// Those who answer or oversee it read it (the tender's evaluators, its organisation, the Admin),
// and the bidder its own; to anyone else the representation does not exist (404), as another
// organisation's tender does not.

export type RepresentationDocument = { key: string; fileName: string };

/** Who may read a representation's document. */
export const mayReadRepresentation = (tender: TenderRecord, bid: BidRecord, caller: RoleCaller) =>
  isAdminOrOwner(tender, caller) ||
  (caller.role === 'Contractor' && caller.userId === bid.contractor_id) ||
  isEvaluator(tender, caller);

export async function representationDocument(id: number, caller: Caller): Promise<RepresentationDocument> {
  const lookup = await getRepresentationLookup(id);
  if (!lookup) throw new NotFoundError(apiMessages.notFound);
  const [tender, bid] = await Promise.all([
    getTenderById(lookup.tender_id),
    getBid(lookup.tender_id, lookup.contractor_id),
  ]);
  const representation = bid?.representation;
  if (!isPublicTender(tender) || !bid || representation?.id !== id || !mayReadRepresentation(tender, bid, caller)) {
    throw new NotFoundError(apiMessages.notFound);
  }
  if (!representation.document) throw new NotFoundError(apiMessages.documentNotFound);
  const fileName = `${bid.bid_reference} representation ${representation.document.name}`.replace(
    /[^A-Za-z0-9._-]+/g,
    '-',
  );
  return { key: representation.document.key, fileName };
}

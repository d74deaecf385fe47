import { apiMessages } from '@tender/shared/messages';
import { bidByReference } from '../../data/evaluation-repository';
import { getTenderById, isPublicTender } from '../../data/tenders-repository';
import { NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { tenderIdOfBid } from '../evaluation/evaluation-access';
import { maySeeOpenedBids } from '../market/opening-tender';

// GET /bids/{id}/documents/{index}/link: the private copy of one document an opening took out of a
// bid's technical cover. Only those who see the opened bids get it; to anyone else the bid does
// not exist (404), as another organisation's tender does not.

export type OpenedDocument = { key: string; fileName: string };

export async function openedBidDocument(reference: string, index: number, caller: Caller): Promise<OpenedDocument> {
  const tender = await getTenderById(tenderIdOfBid(reference));
  if (!isPublicTender(tender) || !maySeeOpenedBids(tender, caller)) throw new NotFoundError(apiMessages.notFound);
  const bid = await bidByReference(tender.id, reference);
  const technical = bid?.opening?.technical;
  const key = technical?.document_keys[index];
  const document = technical?.manifest?.documents[index];
  if (!key || !document) throw new NotFoundError(apiMessages.documentNotFound);
  const fileName = `${reference} ${document.name}`.replace(/[^A-Za-z0-9._-]+/g, '-');
  return { key, fileName };
}

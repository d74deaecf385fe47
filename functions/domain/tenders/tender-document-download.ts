import { apiMessages } from '@tender/shared/messages';
import { NotFoundError } from '../../platform/errors';
import { publishedTenderOr404 } from '../market/published-tender';

export type DocumentLink = { key: string; fileName: string };

/** The stored object behind one tender document, with the name the browser should save it as. */
export async function findTenderDocument(tenderId: number, documentId: number): Promise<DocumentLink> {
  // A draft's documents are not published either.
  const tender = await publishedTenderOr404(tenderId, { consistent: false });
  const document = tender.tender_documents.find((candidate) => candidate.id === documentId);
  if (!document) throw new NotFoundError(apiMessages.documentNotFound);
  const extension = /\.[a-z0-9]+$/i.exec(document.storage)?.[0] ?? '';
  const base = `${tender.tender_uid} ${document.document_name}`.replace(/[^A-Za-z0-9._-]+/g, '-');
  return { key: document.storage, fileName: `${base}${extension}` };
}

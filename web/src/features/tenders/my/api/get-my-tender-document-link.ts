// GET /my/tenders/{id}/documents/{documentId}/link: a short-lived link to one of the organisation's
// tender documents (a draft's too).
import type { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { apiFetch } from '../../../../lib/api/client';
import { myTenderKey } from './get-my-tender';

export function getMyTenderDocumentLink(id: number, documentId: number): Promise<FileUrlAnswer> {
  return apiFetch<FileUrlAnswer>(`${myTenderKey(id)}/documents/${documentId}/link`);
}

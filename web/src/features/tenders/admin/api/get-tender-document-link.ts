// GET /admin/tenders/{id}/documents/{documentId}/link: a short-lived link to one of the tender's
// documents (a draft's too).
import type { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { apiFetch } from '../../../../lib/api/client';
import { adminTenderKey } from './get-admin-tender';

export function getTenderDocumentLink(id: number, documentId: number): Promise<FileUrlAnswer> {
  return apiFetch<FileUrlAnswer>(`${adminTenderKey(id)}/documents/${documentId}/link`);
}

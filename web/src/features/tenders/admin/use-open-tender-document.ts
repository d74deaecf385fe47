// Opens one of a tender's documents (a draft's too) in a new tab through its short-lived link, and
// keeps what went wrong for the page to show. The link comes from the Admin's route unless the page
// gives another (an organisation asks its own, GET /my/tenders/{id}/documents/{documentId}/link).
import type { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { getTenderDocumentLink } from './api/get-tender-document-link';
import { openLink } from './open-link';

/** Asks the API for a short-lived link to one of a tender's documents. */
export type TenderDocumentLink = (tenderId: number, documentId: number) => Promise<FileUrlAnswer>;

export function useOpenTenderDocument(
  tenderId: number | undefined,
  documentLink: TenderDocumentLink = getTenderDocumentLink,
) {
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string>();

  const open = async (documentId: number) => {
    if (tenderId === undefined) return;
    setOpening(true);
    setProblem(undefined);
    try {
      await openLink(async () => (await documentLink(tenderId, documentId)).data.url);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setOpening(false);
    }
  };

  return { open, opening, problem };
}

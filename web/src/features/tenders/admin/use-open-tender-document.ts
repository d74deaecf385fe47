// Opens one of a tender's documents (a draft's too) in a new tab through its short-lived link, and
// keeps what went wrong for the page to show.
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { getTenderDocumentLink } from './api/get-tender-document-link';
import { openLink } from './open-link';

export function useOpenTenderDocument(tenderId: number | undefined) {
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string>();

  const open = async (documentId: number) => {
    if (tenderId === undefined) return;
    setOpening(true);
    setProblem(undefined);
    try {
      await openLink(async () => (await getTenderDocumentLink(tenderId, documentId)).data.url);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setOpening(false);
    }
  };

  return { open, opening, problem };
}

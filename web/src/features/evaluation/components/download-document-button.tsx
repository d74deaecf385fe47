import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Notice } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api/api-error';
import { getLinkedDocument } from '../api/get-linked-document';
import { openDocument } from '../open-document';

export type DownloadDocumentButtonProps = {
  /** The API path of the document's link route (evaluation-keys.ts). */
  linkPath: string;
  /** The file's name: the button's accessible name and the saved file's. */
  name: string;
};

/** Downloads a stored document with the session's token; a refusal shows the server's message. */
export function DownloadDocumentButton({ linkPath, name }: DownloadDocumentButtonProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const download = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      openDocument(await getLinkedDocument(linkPath), name);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="2" align="flex-start">
      <Button
        size="sm"
        variant="outline"
        onClick={() => void download()}
        loading={busy}
        loadingText="Downloading"
        aria-label={`Download ${name}`}
      >
        <Download aria-hidden="true" />
        Download
      </Button>
      {problem ? <Notice status="error" title={problem} /> : null}
    </Stack>
  );
}

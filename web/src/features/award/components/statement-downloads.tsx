import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { apiMessages } from '@tender/shared/messages';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Notice } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api/api-error';
import { downloadFile } from '../../../lib/download-file';
import { downloadStatement, type StatementFile } from '../api/download-statement';

type Format = 'xlsx' | 'pdf';

const labels: Record<Format, string> = { xlsx: 'Download .xlsx', pdf: 'Download PDF' };

export type StatementDownloadsProps = { tenderId: number; tenderUid: string };

/** A file name from the tender ID: 'PPC/2026/0012' -> 'comparative-statement-PPC-2026-0012.pdf'. */
export const statementFileName = (tenderUid: string, format: Format) =>
  `comparative-statement-${tenderUid.replace(/[^\w-]+/g, '-')}.${format}`;

function save(target: StatementFile, fallbackName: string) {
  if (target.kind === 'file') {
    downloadFile(target.file, target.name ?? fallbackName, target.file.type);
    return;
  }
  const anchor = document.createElement('a');
  anchor.href = target.url;
  anchor.target = '_blank';
  anchor.rel = 'noopener noreferrer';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** The statement as a spreadsheet and as a PDF, fetched with the session's token. */
export function StatementDownloads({ tenderId, tenderUid }: StatementDownloadsProps) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const handleDownload = async (format: Format) => {
    setBusy(format);
    setFailure(null);
    try {
      save(await downloadStatement(tenderId, format), statementFileName(tenderUid, format));
    } catch (error) {
      setFailure(isApiError(error) ? error.message : apiMessages.internal);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="2">
      <HStack gap="3" flexWrap="wrap">
        {(['xlsx', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            colorPalette="blue"
            size="sm"
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => void handleDownload(format)}
          >
            <Download aria-hidden="true" />
            {labels[format]}
          </Button>
        ))}
      </HStack>
      {failure ? <Notice status="error" title={failure} /> : null}
    </Stack>
  );
}

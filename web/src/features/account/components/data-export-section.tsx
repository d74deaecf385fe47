// My Info's "Your data" (DPDP Act 2023): "Download my data" asks for a ZIP of the
// account's data; while the server prepares it the state and its progress show (asked again every
// few seconds); once ready, the download link (the same one the mail carries) and its expiry.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Progress } from '@chakra-ui/react/progress';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { progressSlotRecipe } from '@chakra-ui/react/theme';
import { accountDataMessages as m } from '@tender/shared/account-data-messages';
import type { UserRole } from '@tender/shared/constants';
import { formatIstDateTime } from '@tender/shared/format';
import type { DataExportState } from '@tender/shared/schemas/account-data';
import { Download, FileArchive } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { isApiError } from '../../../lib/api/api-error';
import { useDataExport } from '../api/get-data-export';
import { requestDataExport } from '../api/request-data-export';

export type DataExportSectionProps = { role: UserRole };

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

function ExportProgress({ state }: { state: DataExportState }) {
  const label = state.status === 'queued' ? m.queued : m.preparing(state.progress);
  return (
    <Progress.Root recipe={progressSlotRecipe} value={state.progress} size="sm" maxW="md">
      <Progress.Label fontSize="sm" mb="1">
        {label}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

function ReadyExport({ state }: { state: DataExportState }) {
  return (
    <Stack gap="2">
      <Notice status="success" title={m.ready(formatIstDateTime(state.expires_at ?? ''))} />
      <Box>
        {/* A plain link: it redirects to the file, which the browser saves. */}
        <Link href={state.download_url ?? undefined} colorPalette="blue" fontWeight="semibold" download>
          <Download aria-hidden="true" />
          {m.download}
          {state.size ? ` (${kilobytes(state.size)})` : ''}
        </Link>
      </Box>
    </Stack>
  );
}

/** Shown to every account but an Admin's (an Admin's account holds no registrant data). */
export function DataExportSection({ role }: DataExportSectionProps) {
  const canAsk = role !== 'Admin';
  const headingId = useId();
  const { data, error, isValidating, mutate } = useDataExport(canAsk);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  if (!canAsk) return null;
  const state = data?.data;
  const running = state?.status === 'queued' || state?.status === 'preparing';

  const handleAsk = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await requestDataExport();
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="6">
      <Stack gap="3">
        <Heading as="h2" size="md" id={headingId}>
          {m.title}
        </Heading>
        <Text color="gray.700">{m.lead}</Text>
        {error ? (
          <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
        ) : !state ? (
          <LoadingState />
        ) : (
          <>
            {/* Announced as it changes: queued, the progress, then ready. */}
            <Box aria-live="polite">
              {running ? <ExportProgress state={state} /> : null}
              {state.status === 'ready' ? <ReadyExport state={state} /> : null}
              {state.status === 'failed' ? <Notice status="error" title={m.failed} /> : null}
              {state.status === 'expired' ? <Notice status="info" title={m.expired} /> : null}
            </Box>
            {problem ? <Notice status="error" title={problem} /> : null}
            {running ? null : (
              <Box>
                <Button colorPalette="blue" variant="outline" loading={busy} onClick={() => void handleAsk()}>
                  <FileArchive aria-hidden="true" />
                  {state.status === 'none' ? m.ask : m.askAgain}
                </Button>
              </Box>
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}

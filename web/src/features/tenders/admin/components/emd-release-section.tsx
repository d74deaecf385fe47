// An awarded tender's winner keeps its EMD until the Admin releases it: the release,
// after a confirmation, sends the winner's account; the refund job then refunds it through Razorpay.
// The view does not know whether it is still held: a second release answers 409 with the server's
// message, shown in the dialog as the view's other refusals are.
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { AdminTenderDetail } from '@tender/shared/schemas/tenders-admin';
import { HandCoins } from 'lucide-react';
import { useState } from 'react';
import { useRevalidate } from '../../../../components/admin/admin-api';
import { AdminSection } from '../../../../components/admin/admin-section';
import { ConfirmDialog } from '../../../../components/admin/confirm-dialog';
import { Notice } from '../../../../components/ui/alert';
import { isApiError } from '../../../../lib/api/api-error';
import { auditKey } from '../../../../lib/admin/get-audit';
import { releaseEmd } from '../api/release-emd';

const RELEASE_LABEL = 'Release the winner’s EMD';

export type EmdReleaseSectionProps = { tender: Pick<AdminTenderDetail, 'id' | 'status' | 'awarded_to' | 'award'> };

/** Shown on an awarded tender whose winner is known; nothing otherwise. */
export function EmdReleaseSection({ tender }: EmdReleaseSectionProps) {
  const winner = tender.awarded_to;
  if (tender.status !== 'awarded' || typeof winner !== 'number') return null;
  return <EmdRelease tenderId={tender.id} contractorId={winner} winnerName={tender.award?.winner_name} />;
}

type EmdReleaseProps = { tenderId: number; contractorId: number; winnerName: string | undefined };

function useEmdRelease(tenderId: number, contractorId: number) {
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [released, setReleased] = useState<string>();
  const release = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await releaseEmd(tenderId, contractorId);
      setReleased(answer.message);
      // The release is in the tender's audit trail.
      await revalidate(auditKey({ entity: 'tender', id: String(tenderId) }));
    } catch (problem) {
      if (!isApiError(problem)) throw problem;
      setError([problem.message, ...Object.values(problem.fieldErrors).flat()].join(' '));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, released, release, clearError: () => setError(undefined) };
}

function EmdRelease({ tenderId, contractorId, winnerName }: EmdReleaseProps) {
  const [open, setOpen] = useState(false);
  const emd = useEmdRelease(tenderId, contractorId);
  const handleOpenChange = (next: boolean) => {
    if (next) emd.clearError();
    setOpen(next);
  };
  const winner = winnerName ?? 'The winner';
  return (
    <AdminSection title="Winner’s EMD">
      <Stack gap="3" align="flex-start">
        {emd.released ? (
          <Notice status="success" title={emd.released} />
        ) : (
          <>
            <Text>
              {winner}’s EMD is held from the award until you release it; it is then refunded through Razorpay to the
              card or account it was paid from.
            </Text>
            <Button colorPalette="blue" variant="outline" onClick={() => handleOpenChange(true)}>
              <HandCoins aria-hidden="true" />
              {RELEASE_LABEL}
            </Button>
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={open && !emd.released}
        onOpenChange={handleOpenChange}
        title={`${RELEASE_LABEL}?`}
        description={`${winner} gets its EMD back. This cannot be undone.`}
        confirmLabel="Release EMD"
        tone="blue"
        busy={emd.busy}
        error={emd.error}
        onConfirm={() => void emd.release()}
      />
    </AdminSection>
  );
}

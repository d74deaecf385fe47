// /admin/corrigenda: organisations' corrigenda waiting for approval, oldest first;
// each approved (published as the tender's next corrigendum) or rejected with a remark (mailed).
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useRevalidate } from '../../../components/admin/admin-api';
import { AdminPage } from '../../../components/admin/admin-page';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { AUDIT_PATH } from '../../../config/paths';
import { PENDING_PROPOSALS_KEY } from '../api/corrigendum-keys';
import { usePendingProposals } from '../api/get-pending-proposals';
import { ProposalCard } from './proposal-card';

export function CorrigendumProposalsPage() {
  const { data, error, isLoading, isValidating, mutate } = usePendingProposals();
  const revalidate = useRevalidate();
  const [done, setDone] = useState<string>();
  const handleDecided = async (message: string) => {
    setDone(message);
    // The tenders' admin reads (an approved one changed) are the API paths under /admin/tenders.
    await revalidate(PENDING_PROPOSALS_KEY, '/admin/tenders', AUDIT_PATH);
  };
  return (
    <AdminPage
      title="Corrigenda to approve"
      lead="Corrigenda organisations propose for their published tenders. Approving publishes one as the tender's next corrigendum."
    >
      {done ? <Notice status="success" title={done} /> : null}
      {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
      {!data && isLoading ? <LoadingState /> : null}
      {data && data.data.length === 0 ? <Text color="gray.700">No corrigendum is waiting for approval.</Text> : null}
      {data && data.data.length > 0 ? (
        <Stack as="ol" gap="4" aria-label="Proposed corrigenda">
          {data.data.map((proposal) => (
            <ProposalCard key={proposal.id} proposal={proposal} onDecided={handleDecided} />
          ))}
        </Stack>
      ) : null}
    </AdminPage>
  );
}

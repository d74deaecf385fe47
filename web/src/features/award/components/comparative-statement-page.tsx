import { Container } from '@chakra-ui/react/container';
import { Stack } from '@chakra-ui/react/stack';
import type { AwardAnswer } from '@tender/shared/schemas/award';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { NotFoundView } from '../../../components/not-found-view';
import { PageHeader } from '../../../components/page-header';
import { AppLink } from '../../../components/ui/app-link';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { tenderPath } from '../../../config/paths';
import { useSessionUser } from '../../../lib/use-session-user';
import { useComparativeStatement } from '../api/get-comparative-statement';
import { StatementView } from './statement-view';

export type ComparativeStatementPageProps = {
  tenderId: number;
  /** The tender's name for the header, once known. */
  tender?: Pick<TenderDetail, 'tender_uid' | 'project_name'>;
  /** After an award: what else shows the tender (its page) reloads. */
  onDecided?: () => unknown;
};

/** Statuses whose message is the answer itself: not allowed, or not yet (the financial opening is to come). */
const TOLD = new Set([401, 403, 409]);

/** /tenders/:id/comparative-statement: the comparative statement and, for the organisation or an Admin, the award. */
export function ComparativeStatementPage({ tenderId, tender, onDecided }: ComparativeStatementPageProps) {
  const user = useSessionUser();
  const { data, error, isLoading, isValidating, mutate } = useComparativeStatement(tenderId);
  if (error?.isNotFound) return <NotFoundView />;
  const statement = data?.data;
  const mayAward = statement?.view === 'full' && (user?.role === 'Admin' || user?.role === 'Organization');

  const handleAwarded = async (answer: AwardAnswer) => {
    onDecided?.();
    // The answer is the award as published: shown at once, without asking again.
    if (data) await mutate({ data: { ...data.data, award: answer.data } }, { revalidate: false });
    else await mutate();
  };

  return (
    <>
      <PageHeader
        title={tender ? `Comparative statement: ${tender.tender_uid}` : 'Comparative statement'}
        lead={tender?.project_name}
        leadPending={!tender && !error}
      />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap="5">
          <AppLink to={tenderPath(tenderId)} color="blue.700" textDecoration="underline">
            Back to the tender
          </AppLink>
          {error && TOLD.has(error.status) ? <Notice status="info" title={error.message} /> : null}
          {error && !TOLD.has(error.status) ? (
            <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} />
          ) : null}
          {isLoading ? <LoadingState /> : null}
          {statement ? <StatementView statement={statement} mayAward={mayAward} onAwarded={handleAwarded} /> : null}
        </Stack>
      </Container>
    </>
  );
}

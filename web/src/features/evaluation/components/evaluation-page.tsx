import { Container } from '@chakra-ui/react/container';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { NotFoundView } from '../../../components/not-found-view';
import { PageHeader } from '../../../components/page-header';
import { AppLink } from '../../../components/ui/app-link';
import { Notice } from '../../../components/ui/alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { comparativeStatementPath, tenderPath } from '../../../config/paths';
import { useOpeningState } from '../api/get-opening-state';
import { useTenderBids } from '../api/get-tender-bids';
import { OpenedBidCard } from './opened-bid-card';

export type EvaluationPageProps = {
  tenderId: number;
  /** The tender's name for the header, once known. */
  tender?: Pick<TenderDetail, 'tender_uid' | 'project_name'>;
};

/** /tenders/:id/evaluation: the opened bids, each with its technical cover, decision and representation. */
export function EvaluationPage({ tenderId, tender }: EvaluationPageProps) {
  const bids = useTenderBids(tenderId);
  const opening = useOpeningState(tenderId);
  const caller = opening.data?.data.caller;
  const financialOpened = opening.data?.data.financial.state === 'opened';
  const mayEvaluate = Boolean(caller?.is_evaluator) && !financialOpened;
  const reload = () => Promise.all([bids.mutate(), opening.mutate()]);
  const error = bids.error;
  if (error?.isNotFound) return <NotFoundView />;
  const opened = bids.data?.data.bids;
  return (
    <>
      <PageHeader
        title={tender ? `Evaluation: ${tender.tender_uid}` : 'Evaluation'}
        lead={tender ? tender.project_name : undefined}
        leadPending={!tender && !error}
      />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap="5">
          <AppLink to={tenderPath(tenderId)} color="blue.700" textDecoration="underline">
            Back to the tender
          </AppLink>
          {error?.status === 403 ? <Notice status="error" title={error.message} /> : null}
          {error && error.status !== 403 ? (
            <ApiErrorAlert error={error} onRetry={() => void bids.mutate()} retrying={bids.isValidating} />
          ) : null}
          {bids.isLoading ? <LoadingState /> : null}
          {opening.data ? <Text fontWeight="medium">{opening.data.data.next_step}</Text> : null}
          {financialOpened ? (
            <AppLink to={comparativeStatementPath(tenderId)} color="blue.700" fontWeight="semibold">
              See the comparative statement and award
            </AppLink>
          ) : null}
          {bids.data && !opened ? <Text>{bids.data.data.message}</Text> : null}
          {caller && !caller.is_evaluator && opened ? (
            <Text color="gray.700">You can read the opened bids; only the tender's evaluators decide on them.</Text>
          ) : null}
          {opened && opened.length === 0 ? <Text>No bid was opened.</Text> : null}
          {opened && opened.length > 0 ? (
            <Stack as="ol" gap="4" aria-label="Opened bids">
              {opened.map((bid) => (
                <OpenedBidCard key={bid.bid_id} bid={bid} mayEvaluate={mayEvaluate} onChanged={reload} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}

import { Container } from '@chakra-ui/react/container';
import { useParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { NotFoundView } from '../../components/not-found-view';
import { ClarificationsSection } from '../../features/clarifications/components/clarifications-section';
import { TenderCorrigenda } from '../../features/corrigenda/components/tender-corrigenda';
import { FollowTender } from '../../features/follows/components/follow-tender';
import { OpeningSection } from '../../features/opening/components/opening-section';
import { TenderDecisionSection, TenderResultSection } from '../../features/award/components/tender-result-section';
import { TenderBidPanel, TenderBidRegister } from '../../features/bids/components/tender-bid-panel';
import { LoadingState } from '../../components/ui/loading-state';
import { useTenderInfo } from '../../features/tenders/api/get-tender-info';
import { parseTenderId } from '../../features/tenders/api/tender-info-key';
import { TenderDetails } from '../../features/tenders/components/tender-details';
import { useDocumentTitle } from '../../lib/use-document-title';

function TenderInfo({ id }: { id: number }) {
  const { data, error, isLoading, isValidating, mutate } = useTenderInfo(id);
  useDocumentTitle(data ? data.data.project_name : 'Tender Details');
  if (error?.isNotFound) return <NotFoundView />;
  if (data)
    return (
      <>
        <TenderDetails tender={data.data} />
        <FollowTender tenderId={data.data.id} />
        <TenderCorrigenda tenderId={data.data.id} />
        <TenderBidPanel tender={data.data} />
        <TenderResultSection tender={data.data} />
        <ClarificationsSection tender={data.data} />
        {/* Drawn by the live app only (each asks for its own answer), so after all the server drew:
            appearing, they move nothing a visitor may be reading or about to tap. */}
        <TenderDecisionSection tender={data.data} onDecided={() => mutate()} />
        <TenderBidRegister tender={data.data} />
        <OpeningSection tender={data.data} />
      </>
    );
  return (
    <Container maxW="6xl" py="10">
      {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
      {isLoading ? <LoadingState /> : null}
    </Container>
  );
}

/** /tender/:id — a malformed id shows Not Found without calling the API. */
export function Component() {
  const id = parseTenderId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <TenderInfo key={id} id={id} />;
}

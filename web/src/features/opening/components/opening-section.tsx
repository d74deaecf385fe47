import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { hasReceivedBids, type TenderDetail } from '@tender/shared/schemas/tender';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { LoadingState } from '../../../components/ui/loading-state';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSessionUser } from '../../../lib/use-session-user';
import { useOpening } from '../api/get-opening';
import { OpeningView } from './opening-view';

type SectionTender = Pick<TenderDetail, 'id' | 'status' | 'organization_id'>;
export type OpeningSectionProps = { tender: SectionTender };

/** The Admin and the tender's own organisation read the opened bids even when they are not named openers. */
function useReadsOpenedBids(tender: SectionTender): boolean {
  const user = useSessionUser();
  if (user?.role === 'Admin') return true;
  return user?.role === 'Organization' && user.id === tender.organization_id;
}

function OpeningPanel({ tender }: { tender: SectionTender }) {
  const readsOpenedBids = useReadsOpenedBids(tender);
  const { data, error, isLoading, isValidating, mutate } = useOpening(tender.id);
  return (
    <>
      {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
      {isLoading ? <LoadingState /> : null}
      {data ? (
        <OpeningView
          opening={data.data}
          readsOpenedBids={readsOpenedBids}
          onChanged={(answer) => (answer ? mutate(answer) : mutate())}
        />
      ) : null}
    </>
  );
}

/** "Opening of bids" on the tender page, from the close on (kept once awarded or unsuccessful). */
export function OpeningSection({ tender }: OpeningSectionProps) {
  const hydrated = useHydrated();
  // Asked for by the live app only: the answer has a part for the signed-in caller, and the
  // rendered tender page (web/server/data-pages.ts) is the same for every visitor.
  if (!hasReceivedBids(tender.status) || !hydrated) return null;
  return (
    <Container as="section" maxW="6xl" pb={{ base: '8', md: '12' }} aria-labelledby="opening-heading">
      <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Heading as="h2" id="opening-heading" size="lg" mb="4">
          Opening of bids
        </Heading>
        <OpeningPanel tender={tender} />
      </Box>
    </Container>
  );
}

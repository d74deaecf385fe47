import { Container } from '@chakra-ui/react/container';
import { useParams } from 'react-router-dom';
import { ApiErrorAlert } from '../../components/api-error-alert';
import { NotFoundView } from '../../components/not-found-view';
import { LoadingState } from '../../components/ui/loading-state';
import { BidPage } from '../../features/bids/components/bid-page';
import { VerifyReceiptPage } from '../../features/bids/components/verify-receipt-page';
import { useTenderInfo } from '../../features/tenders/api/get-tender-info';
import { parseTenderId } from '../../features/tenders/api/tender-info-key';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDrawnInSlices } from '../../lib/use-drawn-in-slices';
import { NeedsApp, SignInGateFallback, useSignInGate } from '../guards/route-guards';

/** /receipts/verify. */
export function Component() {
  return <VerifyReceiptPage />;
}

/**
 * The tender is public: the server renders the bid page's header with it, so a bidder sees at once
 * which tender this is. The bid itself is the visitor's own: asked for only once the app knows
 * the visitor (useSignInGate), as the routes behind <RequireAuth> and <RequireVerified> are.
 */
function TenderBid({ id }: { id: number }) {
  const gate = useSignInGate({ verified: true });
  const { data: answered, error, isValidating, mutate } = useTenderInfo(id);
  const data = useDrawnInSlices(answered);
  useDocumentTitle(data ? `Bid: ${data.data.project_name}` : 'Bid');
  if (gate.state === 'away') return <SignInGateFallback gate={gate} />;
  if (error?.isNotFound) return <NotFoundView />;
  if (data)
    return (
      <NeedsApp>
        <BidPage tender={data.data} signedIn={gate.state === 'in'} />
      </NeedsApp>
    );
  return (
    <Container maxW="6xl" py="10">
      {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
      {!error ? <LoadingState /> : null}
    </Container>
  );
}

/** /tenders/:id/bid: the tender (from the tenders feature) and the signed-in contractor's bid on it. */
export function BidRoute() {
  const id = parseTenderId(useParams().id);
  if (id === null) return <NotFoundView />;
  return <TenderBid key={id} id={id} />;
}

import { useMemo, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { MyBid } from '@tender/shared/schemas/bid-submission';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { PageHeader } from '../../../components/page-header';
import { AppLink } from '../../../components/ui/app-link';
import { LoadingState } from '../../../components/ui/loading-state';
import { bidPath, paths } from '../../../config/paths';
import { useDrawnInSlices } from '../../../lib/use-drawn-in-slices';
import { useMyBids } from '../api/get-my-bids';
import { BidOutcome } from '../my-bids/bid-outcome';
import { EmdRefundView } from '../my-bids/emd-refund-view';
import { formatTimeLeft, serverClockOf, type ServerClock } from '../server-clock';
import { BidReceiptView } from './bid-receipt-view';
import { BidStateBadge } from './bid-state-badge';
import { ReconfirmNotice } from './reconfirm-notice';
import { useTimeLeft } from './use-time-left';

// Counted on the server's clock, as on the bid page: the list answers with the server's time.
function BidTimeLeft({ end, clock }: { end: string; clock: ServerClock }) {
  const left = useTimeLeft(end, clock);
  return (
    <Text fontSize="sm">{left > 0 ? `Time left ${formatTimeLeft(left)}` : `Closed ${formatIstDateTime(end)}`}</Text>
  );
}

type MyBidCardProps = { bid: MyBid; clock: ServerClock; onChanged: () => Promise<unknown> };

function MyBidCard({ bid, clock, onChanged }: MyBidCardProps) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" listStyleType="none">
      <HStack gap="2" flexWrap="wrap" justify="space-between">
        <Heading as="h2" size="md">
          <AppLink to={bidPath(bid.tender_id)}>{bid.project_name}</AppLink>
        </Heading>
        <BidStateBadge state={bid.state} />
      </HStack>
      <Text fontSize="sm" color="gray.700">
        Tender ID {bid.tender_uid}
        {bid.submitted_at ? ` · last submitted ${formatIstDateTime(bid.submitted_at)}` : ''}
        {bid.withdrawn_at ? ` · withdrawn ${formatIstDateTime(bid.withdrawn_at)}` : ''}
      </Text>
      <BidTimeLeft end={bid.bid_submission_end_date} clock={clock} />
      <ReconfirmNotice bid={bid} />
      {bid.receipt ? (
        <Box as="details" mt="2">
          <summary>Receipt {bid.receipt.bid_reference}</summary>
          <Box mt="2">
            <BidReceiptView receipt={bid.receipt} projectName={bid.project_name} tenderUid={bid.tender_uid} />
          </Box>
        </Box>
      ) : null}
      {bid.outcome ? <BidOutcome bidId={bid.bid_id} outcome={bid.outcome} clock={clock} onChanged={onChanged} /> : null}
      {bid.emd_refund ? <EmdRefundView refund={bid.emd_refund} /> : null}
    </Box>
  );
}

/**
 * /my-bids: every bid of the contractor with its state, time left and receipt (never its contents),
 * and after the opening its outcome. `below` (the route's calendar section) is drawn once the list
 * is: drawn before it, the list arriving pushed it down the screen.
 */
export function MyBidsPage({ below }: { below?: ReactNode }) {
  const { data: answered, error, isValidating, mutate } = useMyBids();
  // Taken as the answer arrives, not as it is drawn (a new answer, a new clock).
  const clock = useMemo(() => serverClockOf(answered?.server_time ?? '', Date.now()), [answered]);
  const data = useDrawnInSlices(answered);
  return (
    <>
      <PageHeader title="My Bids" lead="Your bids, their states and receipts. Rates and documents stay sealed." />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap="4">
          <Text fontSize="sm">
            Anyone holding a receipt can <AppLink to={paths.verifyReceipt}>check a receipt</AppLink> against the
            published register.
          </Text>
          {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
          {!data && !error ? <LoadingState /> : null}
          {data && data.data.length === 0 ? (
            <Text>
              You have no bids yet. Find a tender under <AppLink to={paths.activeTenders}>Active tenders</AppLink>.
            </Text>
          ) : null}
          {data && data.data.length > 0 ? (
            <Stack as="ul" gap="4" aria-label="My bids">
              {data.data.map((bid) => (
                <MyBidCard key={bid.bid_id} bid={bid} clock={clock} onChanged={() => mutate()} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Container>
      {data || error ? below : null}
    </>
  );
}

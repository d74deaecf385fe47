import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { MyTenderBidAnswer } from '@tender/shared/schemas/bid-submission';
import type { TenderDetail } from '@tender/shared/schemas/tender';
import { useMemo } from 'react';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Notice } from '../../../components/ui/alert';
import { AppLink } from '../../../components/ui/app-link';
import { LoadingState } from '../../../components/ui/loading-state';
import { tenderPath } from '../../../config/paths';
import { useApiAction } from '../../../lib/api/use-api-action';
import { useDrawnInSlices } from '../../../lib/use-drawn-in-slices';
import { useMyTenderBid } from '../api/get-my-tender-bid';
import { startBid } from '../api/start-bid';
import { serverClockOf, type ServerClock } from '../server-clock';
import { BidForm } from './bid-form';
import { BidReceiptView } from './bid-receipt-view';
import { BidStateBadge } from './bid-state-badge';
import { ReconfirmNotice } from './reconfirm-notice';
import { TimeLeft } from './time-left';

export type BidPageProps = {
  tender: TenderDetail;
  /** False until the app knows the visitor (on the server, and while the page hydrates): the bid is not asked for. */
  signedIn: boolean;
};

type BidWindow = MyTenderBidAnswer['data'];

/** As wide as the longest countdown line ("Time left 99 days 23:59:59", "Bid submission has closed"). */
const COUNTDOWN_WIDTH = '26ch';

function BidHeader({
  tender,
  window: bidWindow,
  clock,
}: {
  tender: TenderDetail;
  window?: BidWindow;
  clock: ServerClock;
}) {
  return (
    <Box bg="brand.navy" color="white" py={{ base: '6', md: '10' }}>
      <Container maxW="6xl">
        <Text color="gray.100" fontSize="sm">
          Bid on tender {tender.tender_uid} · {tender.organization_name}
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {tender.project_name}
        </Heading>
        <HStack mt="2" gap="4" flexWrap="wrap" color="gray.100">
          <Text>
            Bid submission ends{' '}
            {formatIstDateTime(bidWindow?.bid_submission_end_date ?? tender.bid_submission_end_date)}
          </Text>
          {/* The countdown's room is kept until the bid's answer fills it, so the page below does not move. */}
          {bidWindow ? (
            <TimeLeft end={bidWindow.bid_submission_end_date} clock={clock} fontWeight="bold" minW={COUNTDOWN_WIDTH} />
          ) : (
            <Text minW={COUNTDOWN_WIDTH} aria-hidden="true">
              {'\u00a0'}
            </Text>
          )}
        </HStack>
        <AppLink to={tenderPath(tender.id)} color="white" mt="2" display="inline-block">
          Tender details
        </AppLink>
      </Container>
    </Box>
  );
}

function StartStep({ tenderId, onStarted }: { tenderId: number; onStarted: (answer: MyTenderBidAnswer) => void }) {
  const { busy, error, run } = useApiAction();
  const handleStart = () => run(async () => onStarted(await startBid(tenderId)));
  return (
    <Stack gap="3" align="flex-start">
      <Text>
        Start a bid to prepare your covers. You will be mailed when the tender&apos;s clarifications are answered.
        Nothing is submitted until you press Submit.
      </Text>
      {error ? <Notice status="error" title={error} /> : null}
      <Button colorPalette="blue" loading={busy} onClick={() => void handleStart()}>
        Start a bid
      </Button>
    </Stack>
  );
}

/** /tenders/:id/bid: the contractor's bid, counted down on the server's clock. */
export function BidPage({ tender, signedIn }: BidPageProps) {
  const { data: answered, error, isValidating, mutate } = useMyTenderBid(signedIn ? tender.id : null);
  const serverTime = answered?.data.server_time;
  // Taken from the answer as it arrives, not as it is drawn (slices later): the countdown is device
  // clock + this offset, never the device alone.
  const clock = useMemo(() => serverClockOf(serverTime ?? '', Date.now()), [serverTime]);
  const data = useDrawnInSlices(answered);
  const state = data?.data;
  const bid = state?.bid ?? null;

  return (
    <>
      <BidHeader tender={tender} window={state} clock={clock} />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Stack gap="6">
          {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
          {!data && !error ? <LoadingState /> : null}
          {bid ? (
            <HStack gap="2">
              <Text>Your bid:</Text>
              <BidStateBadge state={bid.state} />
              {bid.submission > 0 ? <Text fontSize="sm">submission {bid.submission}</Text> : null}
            </HStack>
          ) : null}
          {bid ? <ReconfirmNotice bid={bid} /> : null}
          {state && !state.can_bid ? (
            <Notice status="warning" title={state.message ?? 'You cannot bid on this tender now.'} />
          ) : null}
          {state && !state.can_bid && bid?.receipt && bid.state !== 'withdrawn' ? (
            <BidReceiptView receipt={bid.receipt} projectName={tender.project_name} tenderUid={tender.tender_uid} />
          ) : null}
          {state?.can_bid && !bid ? (
            <StartStep tenderId={tender.id} onStarted={(answer) => void mutate(answer, { revalidate: false })} />
          ) : null}
          {state?.can_bid && bid ? <BidForm tender={tender} bid={bid} onChanged={() => void mutate()} /> : null}
        </Stack>
      </Container>
    </>
  );
}

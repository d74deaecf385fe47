import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDate } from '@tender/shared/format';
import { formatPaise } from '@tender/shared/money';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/ui/app-link';
import { tenderPath } from '../../../config/paths';
import { bidStageLabel, dashboardMessages as m } from '../dashboard-view';
import { DashboardSection } from './dashboard-section';

type BidLine = { tender_id: number; tender_uid: string; project_name: string; bid_id: string };

function BidList<T extends BidLine>(props: {
  title: string;
  empty: string;
  bids: readonly T[];
  detail: (bid: T) => ReactNode;
}) {
  return (
    <DashboardSection title={props.title}>
      {props.bids.length === 0 ? (
        <Text color="gray.700">{props.empty}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {props.bids.map((bid) => (
            <Box as="li" key={bid.bid_id} borderWidth="1px" borderColor="gray.200" borderRadius="lg" p="4" bg="white">
              <AppLink to={tenderPath(bid.tender_id)} color="blue.700" fontWeight="semibold" overflowWrap="anywhere">
                {bid.tender_uid}: {bid.project_name}
              </AppLink>
              <Text fontSize="sm" color="gray.700" mt="1">
                Bid {bid.bid_id}
              </Text>
              <Text fontSize="sm" color="gray.700">
                {props.detail(bid)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

/** A contractor's awarded bids: the tender, the amount awarded and the date. */
export function AwardedBidsList({ bids }: { bids: DashboardAnswer['awarded_bids'] }) {
  return (
    <BidList
      title="Awarded Bids"
      empty={m.noAwardedBidsList}
      bids={bids}
      detail={(bid) => `Awarded ${formatPaise(BigInt(bid.amount_paise))} on ${formatIstDate(bid.awarded_at)}`}
    />
  );
}

/** A contractor's bids on closed tenders not decided yet, with where each stands. */
export function BidsUnderEvaluationList({ bids }: { bids: DashboardAnswer['bids_under_evaluation'] }) {
  return (
    <BidList
      title="Bids under Evaluation"
      empty={m.noBidsUnderEvaluation}
      bids={bids}
      detail={(bid) => bidStageLabel(bid.stage)}
    />
  );
}

import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatPaise } from '@tender/shared/money';
import type { OpenedBid } from '@tender/shared/schemas/opening';
import { useState } from 'react';
import { Notice } from '../../../components/ui/alert';
import { flagText, yesNo } from '../../../lib/opening-flags';
import { DecisionView } from './decision-view';
import { EvaluationForm } from './evaluation-form';
import { RepresentationView } from './representation-view';
import { TechnicalCoverView } from './technical-cover-view';

export type OpenedBidCardProps = {
  bid: OpenedBid;
  /** The caller evaluates this tender and the financial covers are not open yet. */
  mayEvaluate: boolean;
  /** After a save: the page's bids reload. */
  onChanged: () => Promise<unknown>;
};

function FinancialTotal({ financial }: { financial: NonNullable<OpenedBid['financial']> }) {
  return (
    <Text fontSize="sm" fontWeight="semibold" data-testid="financial-total">
      Financial cover: total {formatPaise(BigInt(financial.total_paise))} ({financial.rates.length} item rate
      {financial.rates.length === 1 ? '' : 's'})
    </Text>
  );
}

/** One opened bid as the evaluators see it: the opening's check, the technical cover, the decision and any representation. */
export function OpenedBidCard({ bid, mayEvaluate, onChanged }: OpenedBidCardProps) {
  const [answered, setAnswered] = useState<string>();
  const titleId = `bid-${bid.bid_id}-title`;
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      p={{ base: '3', md: '5' }}
      aria-labelledby={titleId}
    >
      <Stack gap="4">
        <Box>
          <Heading as="h3" size="md" id={titleId} overflowWrap="anywhere">
            {bid.bidder_name}
          </Heading>
          <Text fontSize="sm" color="gray.600">
            {bid.bid_id}
          </Text>
          <Text fontSize="sm">Digest match: {yesNo(bid.digest_match)}</Text>
          {bid.flag ? (
            <Text fontSize="sm" color="red.700" fontWeight="semibold">
              {flagText(bid.flag)}
            </Text>
          ) : null}
        </Box>
        {bid.technical ? (
          <TechnicalCoverView bidId={bid.bid_id} cover={bid.technical} />
        ) : (
          <Text fontSize="sm">The technical cover could not be read.</Text>
        )}
        <Stack gap="2">
          <Heading as="h4" size="sm">
            Technical evaluation
          </Heading>
          <DecisionView evaluation={bid.evaluation} />
          {mayEvaluate ? (
            <EvaluationForm
              bidId={bid.bid_id}
              bidderName={bid.bidder_name}
              evaluation={bid.evaluation}
              flag={bid.flag}
              onSaved={onChanged}
            />
          ) : null}
        </Stack>
        {answered ? <Notice status="success" title={answered} /> : null}
        {bid.representation ? (
          <RepresentationView
            representation={bid.representation}
            bidderName={bid.bidder_name}
            mayAnswer={mayEvaluate}
            onAnswered={async (answer) => {
              if (answer) setAnswered(answer.message);
              await onChanged();
            }}
          />
        ) : null}
        {bid.financial ? <FinancialTotal financial={bid.financial} /> : null}
      </Stack>
    </Box>
  );
}

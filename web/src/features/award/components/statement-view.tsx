import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatIstDateTime } from '@tender/shared/format';
import type { AwardAnswer, ComparativeStatement } from '@tender/shared/schemas/award';
import { useState, type ReactNode } from 'react';
import { Notice } from '../../../components/ui/alert';
import { amountText, bidsReceivedText } from '../award-words';
import { AocView } from './aoc-view';
import { AwardForm } from './award-form';
import { ItemRatesTable } from './item-rates-table';
import { RankTable } from './rank-table';
import { StatementDownloads } from './statement-downloads';

export type StatementViewProps = {
  statement: ComparativeStatement;
  /** The signed-in user is the organisation or an Admin: may award (the server checks it is this tender's). */
  mayAward: boolean;
  onAwarded: (answer: AwardAnswer) => Promise<unknown>;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Summary({ statement }: { statement: ComparativeStatement }) {
  return (
    <Stack gap="1" fontSize="sm">
      <Text>Financial covers opened {formatIstDateTime(statement.financial_opened_at)}.</Text>
      <Text>Bids received: {bidsReceivedText(statement.bids_received)}.</Text>
      {statement.estimate_total_paise ? (
        <Text>Estimate: {amountText(statement.estimate_total_paise)}.</Text>
      ) : (
        <Text>This tender has no estimate.</Text>
      )}
    </Stack>
  );
}

/** The statement: ranks and totals, the item-wise rates (full view), the downloads, and the award. */
export function StatementView({ statement, mayAward, onAwarded }: StatementViewProps) {
  const hasTie = statement.bids.some((bid) => bid.tie);
  const [awardedMessage, setAwardedMessage] = useState<string | null>(null);
  const handleAwarded = async (answer: AwardAnswer) => {
    setAwardedMessage(answer.message);
    await onAwarded(answer);
  };
  return (
    <Stack gap="6">
      <Summary statement={statement} />
      <StatementDownloads tenderId={statement.tender_id} tenderUid={statement.tender_uid} />
      <Section title="Ranks and totals">
        <RankTable bids={statement.bids} hasEstimate={statement.estimate_total_paise !== null} />
        <Text fontSize="sm" color="gray.700" mt="2">
          L1 is the lowest total. {hasTie ? 'Bids marked (tie) have equal totals and share their rank.' : ''}
        </Text>
      </Section>
      {statement.items ? (
        <Section title="Item-wise rates">
          <ItemRatesTable items={statement.items} bids={statement.bids} />
        </Section>
      ) : null}
      {statement.item_rates_omitted ? (
        <Section title="Item-wise rates">
          <Text>
            This tender has too many rates to show here: download the spreadsheet or the PDF above for the item-wise
            rates of every bid.
          </Text>
        </Section>
      ) : null}
      <Section title="Award of contract">
        {awardedMessage ? <Notice status="success" title={awardedMessage} /> : null}
        {statement.award ? <AocView award={statement.award} /> : null}
        {!statement.award && mayAward ? (
          <AwardForm tenderId={statement.tender_id} bids={statement.bids} onAwarded={handleAwarded} />
        ) : null}
        {!statement.award && !mayAward ? (
          <Text>Not awarded yet: the tender’s organisation or an Admin awards it from this statement.</Text>
        ) : null}
      </Section>
    </Stack>
  );
}

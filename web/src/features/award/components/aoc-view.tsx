import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import type { AwardOfContract } from '@tender/shared/schemas/award';
import { aocFacts } from '../award-words';

export type AocViewProps = { award: AwardOfContract };

/** The award of contract as published: winner, amount, rank, date, bids received, and why not L1. */
export function AocView({ award }: AocViewProps) {
  return (
    <Box data-testid="aoc">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {aocFacts(award).map((fact) => (
          <Box key={fact.term}>
            <Text as="dt" fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="gray.600">
              {fact.term}
            </Text>
            <Text as="dd" fontWeight="semibold">
              {fact.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {award.reason ? (
        <Box mt="3">
          <Text fontSize="xs" textTransform="uppercase" letterSpacing="wide" color="gray.600">
            Reason for choosing this bidder
          </Text>
          <Text whiteSpace="pre-wrap">{award.reason}</Text>
        </Box>
      ) : null}
    </Box>
  );
}

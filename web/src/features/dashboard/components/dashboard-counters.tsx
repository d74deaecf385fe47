import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { formatIndianNumber } from '@tender/shared/format';
import type { ReactNode } from 'react';

export type Counter = { label: string; value: ReactNode };

export type DashboardCountersProps = { counters: readonly Counter[]; label: string };

const figure = (value: ReactNode) => (typeof value === 'number' ? formatIndianNumber(value) : value);

/** The counters as a description list of cards: each label (dt) with its figure (dd). */
export function DashboardCounters({ counters, label }: DashboardCountersProps) {
  return (
    <SimpleGrid as="dl" aria-label={label} columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
      {counters.map((counter) => (
        <Box
          key={counter.label}
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="lg"
          bg="white"
          boxShadow="xs"
          p="5"
          display="flex"
          flexDirection="column-reverse"
          gap="1"
        >
          <Box as="dt" color="gray.700" fontSize="sm" fontWeight="medium">
            {counter.label}
          </Box>
          <Box
            as="dd"
            fontSize={typeof counter.value === 'string' && counter.value.length > 3 ? 'lg' : '2xl'}
            fontWeight="bold"
            color="brand.navy"
            overflowWrap="anywhere"
          >
            {figure(counter.value)}
          </Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}

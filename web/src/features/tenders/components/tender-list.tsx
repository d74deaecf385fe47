import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { TENDER_CARDS_PER_PAGE, TENDER_LIST_MAX_LIMIT } from '@tender/shared/constants';
import { pageMessages } from '@tender/shared/messages';
import type { ClosedTenderListAnswer, TenderListAnswer } from '@tender/shared/schemas/tender';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Pager } from '../../../components/pager';
import { TenderCard } from '../../../components/tender-card';
import { LoadingState } from '../../../components/ui/loading-state';
import type { TenderListKind } from '../../../config/paths';
import type { ApiError } from '../../../lib/api/api-error';
import { useBackgroundData } from '../../../lib/api/use-background-data';
import { useActiveTenders } from '../api/get-active-tenders';
import { useCancelledTenders } from '../api/get-cancelled-tenders';
import { useClosedTenders } from '../api/get-closed-tenders';
import { useReTenders } from '../api/get-re-tenders';
import { readTenderFilters, TENDER_FILTER_KEYS, type TenderFilters as Filters } from '../api/tender-list-query';
import { TenderFilters } from './tender-filters';

type ListAnswer = TenderListAnswer | ClosedTenderListAnswer;

const listHooks: Record<TenderListKind, (filters: Filters) => SWRResponse<ListAnswer, ApiError>> = {
  active: useActiveTenders,
  // Its cards carry bid_count besides; the list only reads the answer and revalidates it (mutate()).
  closed: useClosedTenders as (filters: Filters) => SWRResponse<ListAnswer, ApiError>,
  cancelled: useCancelledTenders,
  retendered: useReTenders,
};

export type TenderListProps = { kind: TenderListKind };

function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** Filters (from and to the query string), cards, 3 per page on the client, and the pager. */
export function TenderList({ kind }: TenderListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readTenderFilters(searchParams);
  const useList = listHooks[kind];
  const answer = useList(filters);
  const { error, isValidating, mutate } = answer;
  const { data, loading: isLoading } = useBackgroundData(answer);
  const resultsRef = useRef<HTMLDivElement>(null);

  const tenders = data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil(tenders.length / TENDER_CARDS_PER_PAGE));
  const page = Math.min(readPage(searchParams), pageCount);
  const visible = tenders.slice((page - 1) * TENDER_CARDS_PER_PAGE, page * TENDER_CARDS_PER_PAGE);

  const handleApply = (next: Filters) => {
    const params = new URLSearchParams();
    for (const key of TENDER_FILTER_KEYS) {
      const value = next[key];
      if (value) params.set(key, value);
    }
    setSearchParams(params);
  };

  const handlePageChange = (nextPage: number) => {
    const params = new URLSearchParams(searchParams);
    if (nextPage <= 1) params.delete('page');
    else params.set('page', String(nextPage));
    setSearchParams(params, { preventScrollReset: true });
    resultsRef.current?.focus();
  };

  // Re-create the filter form when the address changes (for example after the header search).
  const filterKey = TENDER_FILTER_KEYS.map((key) => filters[key] ?? '').join('|');

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <TenderFilters key={filterKey} initial={filters} onApply={handleApply} />
        {error ? <ApiErrorAlert error={error} onRetry={() => void mutate()} retrying={isValidating} /> : null}
        {isLoading ? <LoadingState /> : null}
        <Box
          as="section"
          ref={resultsRef}
          tabIndex={-1}
          aria-label="Tender results"
          outline="none"
          aria-busy={isLoading}
        >
          {data && tenders.length === 0 ? (
            <Text py="10" textAlign="center" fontSize="lg" color="gray.700">
              {pageMessages.noTenders}
            </Text>
          ) : null}
          {tenders.length > 0 ? (
            <>
              <Text color="gray.700" mb="4" aria-live="polite">
                {tenders.length === 1 ? '1 tender found.' : `${tenders.length} tenders found.`}
                {data?.next_cursor
                  ? ` Showing the first ${TENDER_LIST_MAX_LIMIT}; narrow the filters to find others.`
                  : ''}
              </Text>
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
                {visible.map((tender) => (
                  <li key={tender.id}>
                    <TenderCard tender={tender} headingLevel="h2" />
                  </li>
                ))}
              </SimpleGrid>
              <Pager page={page} pageCount={pageCount} onPageChange={handlePageChange} label="Tender pages" />
            </>
          ) : null}
        </Box>
      </Stack>
    </Container>
  );
}

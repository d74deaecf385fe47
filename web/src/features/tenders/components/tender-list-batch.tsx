import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { pageMessages } from '@tender/shared/messages';
import type {
  AwardedTenderListAnswer,
  AwardedTenderListItem,
  ClosedTenderListAnswer,
  TenderListAnswer,
} from '@tender/shared/schemas/tender';
import { useEffect, useRef } from 'react';
import type { SWRResponse } from 'swr';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { Pager } from '../../../components/pager';
import { TenderCard } from '../../../components/tender-card';
import { LoadingState } from '../../../components/ui/loading-state';
import type { TenderListKind } from '../../../config/paths';
import { type ApiError, isApiError } from '../../../lib/api/api-error';
import { useBackgroundData } from '../../../lib/api/use-background-data';
import { useActiveTenders } from '../api/get-active-tenders';
import { useAwardedTenders } from '../api/get-awarded-tenders';
import { useCancelledTenders } from '../api/get-cancelled-tenders';
import { useClosedTenders } from '../api/get-closed-tenders';
import { useReTenders } from '../api/get-re-tenders';
import { currentBatch, type ListPosition, moveTo, viewOf } from '../api/tender-list-pages';
import type { TenderFilters, TenderListRequest } from '../api/tender-list-query';

type ListAnswer = TenderListAnswer | ClosedTenderListAnswer | AwardedTenderListAnswer;
type ListHook = (request: TenderListRequest) => SWRResponse<ListAnswer, ApiError>;
type ListTender = ListAnswer['data'][number];

/** A Results of Tenders card's award of contract (the other lists' cards have none). */
const awardOf = (tender: ListTender) => ('award' in tender ? (tender as AwardedTenderListItem).award : undefined);

const listHooks: Record<TenderListKind, ListHook> = {
  active: useActiveTenders,
  // Its cards carry bid_count besides; the list only reads the answer and revalidates it (mutate()).
  closed: useClosedTenders as ListHook,
  cancelled: useCancelledTenders,
  retendered: useReTenders,
  // Its cards carry their award of contract (winner, amount, date, bids received).
  awarded: useAwardedTenders as ListHook,
};

/**
 * A batch with no card: past the last tender (the one before ended exactly at a batch's end), or
 * none of what the API read for it matched the filters while it has more to read.
 */
function emptyBatchText(hasMore: boolean): string {
  return hasMore ? 'No tenders on this page; Next looks further.' : 'No more tenders.';
}

/** What was found, when the batch tells: the whole list, or a first batch with more after it. */
function foundText(count: number, firstBatch: boolean, hasMore: boolean): string | undefined {
  if (!firstBatch) return undefined;
  if (hasMore) return `${count}+ tenders found.`;
  return count === 1 ? '1 tender found.' : `${count} tenders found.`;
}

export type TenderListBatchProps = {
  kind: TenderListKind;
  filters: TenderFilters;
  position: ListPosition;
  /** Take the focus when mounted (the visitor turned a page into this batch). */
  focusOnMount: boolean;
  onMove: (next: ListPosition) => void;
  /** The address of a position: the pager's links, which turn pages before the app runs. */
  hrefOf: (position: ListPosition) => string;
};

/** The results of one batch of a list: its cards, page by page, and the pager. */
export function TenderListBatch({ kind, filters, position, focusOnMount, onMove, hrefOf }: TenderListBatchProps) {
  const useList = listHooks[kind];
  const answer = useList({ filters, cursor: currentBatch(position).cursor, limit: position.limit });
  const { error, isValidating, mutate } = answer;
  const { data, loading: isLoading } = useBackgroundData(answer);
  const resultsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusOnMount) resultsRef.current?.focus();
    // Only when this batch mounts: later page turns focus in handlePageChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tenders = data?.data ?? [];
  const batchAnswer = { count: tenders.length, nextCursor: data?.next_cursor };
  const view = viewOf(position, batchAnswer);
  const visible = tenders.slice(view.start, view.end);
  const firstBatch = position.trail.length === 0;
  const paged = tenders.length > 0 || !firstBatch || view.hasMore;
  const found = foundText(tenders.length, firstBatch, view.hasMore);

  // A linked cursor the API no longer takes (its key rotated, or the address was edited): the
  // message says to start again from the first page, which Retry then does.
  const cursorRefused = isApiError(error) && error.status === 400 && !firstBatch;
  const handleRetry = () => (cursorRefused ? onMove({ page: 1, trail: [], limit: position.limit }) : void mutate());

  const positionOf = (target: number) => moveTo({ ...position, page: view.page }, batchAnswer, target);
  const handlePageChange = (target: number) => {
    onMove(positionOf(target));
    resultsRef.current?.focus();
  };

  return (
    <>
      {error ? <ApiErrorAlert error={error} onRetry={handleRetry} retrying={isValidating} /> : null}
      {isLoading ? <LoadingState /> : null}
      <Box as="section" ref={resultsRef} tabIndex={-1} aria-label="Tender results" outline="none" aria-busy={isLoading}>
        {data && tenders.length === 0 ? (
          <Text py="10" textAlign="center" fontSize="lg" color="gray.700">
            {paged ? emptyBatchText(view.hasMore) : pageMessages.noTenders}
          </Text>
        ) : null}
        {found && tenders.length > 0 ? (
          <Text color="gray.700" mb="4" aria-live="polite">
            {found}
          </Text>
        ) : null}
        {tenders.length > 0 ? (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {visible.map((tender) => (
              <li key={tender.id}>
                <TenderCard tender={tender} award={awardOf(tender)} headingLevel="h2" />
              </li>
            ))}
          </SimpleGrid>
        ) : null}
        {data && paged ? (
          <Pager
            page={view.page}
            pageCount={view.pageCount}
            hasMore={view.hasMore}
            onPageChange={handlePageChange}
            hrefFor={(target) => hrefOf(positionOf(target))}
            label="Tender pages"
          />
        ) : null}
      </Box>
    </>
  );
}

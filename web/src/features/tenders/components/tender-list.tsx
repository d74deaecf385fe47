import { Container } from '@chakra-ui/react/container';
import { Stack } from '@chakra-ui/react/stack';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { TenderListKind } from '../../../config/paths';
import { currentBatch, type ListPosition, readListPosition, writeListPosition } from '../api/tender-list-pages';
import { readTenderFilters, TENDER_FILTER_KEYS, type TenderFilters as Filters } from '../api/tender-list-query';
import { TenderFilters } from './tender-filters';
import { TenderListBatch } from './tender-list-batch';

export type TenderListProps = { kind: TenderListKind };

/** A path with its query string, if any. */
const addressOf = (pathname: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
};

/**
 * Filters, cards 3 per page on the client, and the pager, which follows the API's cursors past each
 * batch (tender-list-pages.ts). The filters, the page and the cursors are all in the address, so a
 * page can be linked and the data page (web/server) renders it.
 */
export function TenderList({ kind }: TenderListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const filters = readTenderFilters(searchParams);
  const position = readListPosition(searchParams);
  const batch = currentBatch(position);
  // The batch the pager last turned into: its results take the focus once they mount.
  const [turnedTo, setTurnedTo] = useState<string>();
  const batchKey = batch.cursor ?? '';
  // What a filter change keeps of the address: the batch size (tests make it small), not the page.
  const firstPage = writeListPosition(new URLSearchParams(), { page: 1, trail: [], limit: position.limit });

  const handleApply = (next: Filters) => {
    const params = new URLSearchParams();
    for (const key of TENDER_FILTER_KEYS) {
      const value = next[key];
      if (value) params.set(key, value);
    }
    // Other filters, other cursors: back to the first page (the batch size stays).
    setSearchParams(writeListPosition(params, { page: 1, trail: [], limit: position.limit }));
  };

  const handleMove = (next: ListPosition) => {
    setTurnedTo(currentBatch(next).cursor ?? '');
    setSearchParams(writeListPosition(searchParams, next), { preventScrollReset: true });
  };

  // Re-create the filter form when the address changes (for example after the header search).
  const filterKey = TENDER_FILTER_KEYS.map((key) => filters[key] ?? '').join('|');

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <TenderFilters
          key={filterKey}
          initial={filters}
          onApply={handleApply}
          action={pathname}
          kept={firstPage}
          clearHref={addressOf(pathname, firstPage)}
        />
        {/* One instance per batch: another batch's cards never show under this one's page numbers. */}
        <TenderListBatch
          key={batchKey}
          kind={kind}
          filters={filters}
          position={position}
          focusOnMount={turnedTo === batchKey}
          onMove={handleMove}
          hrefOf={(next) => addressOf(pathname, writeListPosition(searchParams, next))}
        />
      </Stack>
    </Container>
  );
}

import { TENDER_LIST_DEFAULT_LIMIT } from '@tender/shared/constants';
import type { ClosedTenderListAnswer, TenderListQuery } from '@tender/shared/schemas/tender';
import { listClosedTenders as readClosedTenders } from '../../data/closed-tenders-repository';
import { filtersOf } from '../market/bid-window';
import { toListItem } from '../market/tender-views';

/**
 * The Closed tenders list (under evaluation), newest bid end first: closed tenders, and active ones
 * whose bid end has passed by `now` though the close-tenders job has not run since, so the list
 * is right at the deadline whether or not the job has run. To the public both are closed.
 */
export async function listClosedTenders(query: TenderListQuery, now: Date): Promise<ClosedTenderListAnswer> {
  const page = await readClosedTenders({
    now,
    limit: query.limit ?? TENDER_LIST_DEFAULT_LIMIT,
    cursor: query.cursor,
    filters: filtersOf(query),
  });
  return {
    data: page.items.map((record) => ({ ...toListItem({ ...record, status: 'closed' }), bid_count: record.bid_count })),
    next_cursor: page.cursor,
  };
}

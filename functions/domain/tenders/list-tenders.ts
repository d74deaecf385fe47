import { HOME_TENDER_LIST_LIMIT, TENDER_LIST_DEFAULT_LIMIT } from '@tender/shared/constants';
import type { TenderListAnswer, TenderListQuery, TenderStatus } from '@tender/shared/schemas/tender';
import { listTendersByStatus } from '../../data/tenders-repository';
import { filtersOf, stillOpenFilters } from '../market/bid-window';
import { toListItem } from '../market/tender-views';

/** Active lists: soonest closing first. Cancelled and re-tendered lists: the most recent first. */
export async function listTenders(status: TenderStatus, query: TenderListQuery, now: Date): Promise<TenderListAnswer> {
  const filters = status === 'active' ? stillOpenFilters(filtersOf(query), now) : filtersOf(query);
  if (!filters) return { data: [], next_cursor: null };
  const page = await listTendersByStatus(status, {
    limit: query.limit ?? TENDER_LIST_DEFAULT_LIMIT,
    cursor: query.cursor,
    filters,
    newestFirst: status !== 'active',
  });
  return { data: page.items.map(toListItem), next_cursor: page.cursor };
}

/** The home page list: open active tenders, soonest closing first. */
export async function listHomeTenders(now: Date) {
  const page = await listTenders('active', { limit: HOME_TENDER_LIST_LIMIT }, now);
  return { data: { data: page.data } };
}

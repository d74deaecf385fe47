import { HOME_TENDER_LIST_LIMIT, TENDER_LIST_DEFAULT_LIMIT } from '@tender/shared/constants';
import type { TenderListAnswer, TenderListQuery, TenderStatus } from '@tender/shared/schemas/tender';
import { listTendersByStatus, type TenderListFilters } from '../../data/tenders-repository';
import { toListItem } from './tender-views';

const IST_OFFSET = '+05:30';

/** An IST calendar day as an inclusive instant window. */
function istDayWindow(day: string): { bidEndFrom: string; bidEndTo: string } {
  return { bidEndFrom: `${day}T00:00:00.000${IST_OFFSET}`, bidEndTo: `${day}T23:59:59.999${IST_OFFSET}` };
}

function filtersOf(query: TenderListQuery): TenderListFilters {
  return {
    categoryId: query.category,
    workTypeId: query.work_type,
    uidContains: query.tender_id ? query.tender_id.toUpperCase() : undefined,
    ...(query.bid_end_date ? istDayWindow(query.bid_end_date) : {}),
  };
}

/**
 * Active tenders are the ones still open for bids: their bid submission end has not passed.
 * Cancelled and re-tendered lists show the most recent first.
 */
export async function listTenders(status: TenderStatus, query: TenderListQuery, now: Date): Promise<TenderListAnswer> {
  const filters = filtersOf(query);
  if (status === 'active') {
    const openFrom = now.toISOString();
    if (!filters.bidEndFrom || filters.bidEndFrom < openFrom) filters.bidEndFrom = openFrom;
    if (filters.bidEndTo && new Date(filters.bidEndTo) < now) return { data: [], next_cursor: null };
  }
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

import { TENDER_LIST_DEFAULT_LIMIT } from '@tender/shared/constants';
import type { AwardedTenderListAnswer, TenderListQuery } from '@tender/shared/schemas/tender';
import { awardsOfTenders } from '../../data/award-repository';
import { listTendersByStatus } from '../../data/tenders-repository';
import { filtersOf } from '../market/bid-window';
import { toListItem } from '../market/tender-views';

// GET /tenders/awarded_tenders ("Results of Tenders"): awarded tenders, newest bid end
// first as the other closed lists, paged and filtered the same way, each with its award of contract.

export async function listAwardedTenders(query: TenderListQuery): Promise<AwardedTenderListAnswer> {
  const page = await listTendersByStatus('awarded', {
    limit: query.limit ?? TENDER_LIST_DEFAULT_LIMIT,
    cursor: query.cursor,
    filters: filtersOf(query),
    newestFirst: true,
  });
  const awards = await awardsOfTenders(page.items.map((item) => item.id));
  return {
    data: page.items.flatMap((item) => {
      const award = awards.get(item.id);
      return award ? [{ ...toListItem(item), award }] : [];
    }),
    next_cursor: page.cursor,
  };
}

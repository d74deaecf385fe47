import type { TenderListQuery } from '@tender/shared/schemas/tender';
import type { TenderListFilters } from '../../data/tenders-repository';

// The window rules of the public lists, kept free of I/O so they can be tested alone.

const IST_OFFSET = '+05:30';

/** An IST calendar day as an inclusive window of instants (UTC ISO strings). */
function istDayWindow(day: string): { bidEndFrom: string; bidEndTo: string } {
  return {
    bidEndFrom: new Date(`${day}T00:00:00.000${IST_OFFSET}`).toISOString(),
    bidEndTo: new Date(`${day}T23:59:59.999${IST_OFFSET}`).toISOString(),
  };
}

export function filtersOf(query: TenderListQuery): TenderListFilters {
  return {
    categoryId: query.category,
    workTypeId: query.work_type,
    uidContains: query.tender_id ? query.tender_id.toUpperCase() : undefined,
    ...(query.bid_end_date ? istDayWindow(query.bid_end_date) : {}),
  };
}

/**
 * Active tenders are the ones still open for bids: the bid end window never starts before now.
 * Answers null when the asked window has closed entirely, so nothing needs reading.
 */
export function stillOpenFilters(filters: TenderListFilters, now: Date): TenderListFilters | null {
  if (filters.bidEndTo && Date.parse(filters.bidEndTo) < now.getTime()) return null;
  const from =
    filters.bidEndFrom && Date.parse(filters.bidEndFrom) > now.getTime() ? filters.bidEndFrom : now.toISOString();
  return { ...filters, bidEndFrom: from };
}

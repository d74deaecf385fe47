import { HOME_HERO_TENDERS, HOME_UPCOMING_TENDERS } from '@tender/shared/constants';
import type { TenderListItem } from '@tender/shared/schemas/tender';

export type HomeTenders = { openNow: TenderListItem[]; upcoming: TenderListItem[] };

/**
 * The list comes soonest-closing first. The hero shows the first 3 already open for bids;
 * the features block the first 6 whose bid submission has not started yet.
 */
export function selectHomeTenders(tenders: readonly TenderListItem[], now: Date = new Date()): HomeTenders {
  const nowMs = now.getTime();
  const startsAt = (tender: TenderListItem) => new Date(tender.bid_submission_start_date).getTime();
  return {
    openNow: tenders.filter((tender) => startsAt(tender) <= nowMs).slice(0, HOME_HERO_TENDERS),
    upcoming: tenders.filter((tender) => startsAt(tender) > nowMs).slice(0, HOME_UPCOMING_TENDERS),
  };
}

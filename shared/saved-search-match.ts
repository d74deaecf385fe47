import { istDay } from './format';
import type { SavedSearchFilters } from './schemas/saved-searches';

// The one matching rule of saved searches: the alert job, the digest job and the
// page's "matches now" preview all ask this function, so a mail and the page never disagree.

/** What the rule reads of a tender (a stored tender, its detail, or a list card without pin code). */
export type MatchableTender = {
  project_name: string;
  material_work_type_id: number;
  tender_category_id: number;
  location: string;
  pin_code?: string;
  /** The qualifier range in rupees, 'low-high'. */
  remarks: string;
  /** ISO 8601 with offset. */
  bid_submission_end_date: string;
};

const CRORE = 10_000_000;
const DAY_MS = 86_400_000;

const contains = (text: string, part: string) =>
  text.toLocaleLowerCase('en-IN').includes(part.toLocaleLowerCase('en-IN'));

function qualifierRange(remarks: string): [number, number] | undefined {
  const match = /^(\d+)-(\d+)$/.exec(remarks.trim());
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/** The tender's qualifier range meets the search's range (in crore; an open end is no bound). */
function valueMatches(
  tender: MatchableTender,
  min: number | null | undefined,
  max: number | null | undefined,
): boolean {
  if (min == null && max == null) return true;
  const range = qualifierRange(tender.remarks);
  if (!range) return false;
  const [low, high] = range;
  return (min == null || high >= min * CRORE) && (max == null || low <= max * CRORE);
}

/**
 * The bid submission has not ended, and ends on or before the IST calendar day `days` days after
 * today's (so "within 1 day" on a Monday evening includes all of Tuesday, IST).
 */
function closingMatches(tender: MatchableTender, days: number | null | undefined, now: Date): boolean {
  if (days == null) return true;
  const end = new Date(tender.bid_submission_end_date);
  if (Number.isNaN(end.getTime()) || end <= now) return false;
  const lastDay = istDay(new Date(now.getTime() + days * DAY_MS));
  return istDay(end) <= lastDay;
}

const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean);

/** Whether the tender matches every filter the search gives. */
export function matchesSavedSearch(tender: MatchableTender, search: SavedSearchFilters, now: Date): boolean {
  if (search.work_type != null && tender.material_work_type_id !== search.work_type) return false;
  if (search.category != null && tender.tender_category_id !== search.category) return false;
  const location = search.location?.trim();
  if (location && !contains(tender.location, location)) return false;
  if (search.pin_code_prefix && !(tender.pin_code ?? '').startsWith(search.pin_code_prefix)) return false;
  if (!valueMatches(tender, search.value_min_crore, search.value_max_crore)) return false;
  if (!closingMatches(tender, search.closing_within_days, now)) return false;
  return words(search.keywords).every((word) => contains(tender.project_name, word));
}

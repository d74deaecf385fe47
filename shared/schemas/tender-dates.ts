// A tender's critical dates (SPEC.md §3) and the rules between them, as plain functions: the
// server's zod schema and the /admin tender form apply the same rules with the same messages.
import { tenderDateMessages as m } from '../admin-messages';

export const TENDER_DATE_FIELDS = [
  'document_download_sale_start_date',
  'document_download_sale_end_date',
  'clarification_start_date',
  'clarification_end_date',
  'pre_bid_meeting_date',
  'bid_submission_start_date',
  'bid_submission_end_date',
  'bid_opening_date',
] as const;
export type TenderDateField = (typeof TENDER_DATE_FIELDS)[number];

/** The dates a rule looks at; published_date is the moment of publishing (absent for a draft). */
export type TenderDates = Partial<Record<TenderDateField | 'published_date', string | null>>;

/**
 * A date and time as forms send it: `YYYY-MM-DDTHH:mm`, optionally seconds and fractions, optionally
 * `Z` or an offset. Without an offset it is India time (the site's office is in Pune).
 */
export const TENDER_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

const IST_OFFSET_MINUTES = 330;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant as India time, the way tenders store dates: `2026-12-05T17:00:00+05:30`. */
export function formatIst(instant: Date): string {
  const shifted = new Date(Math.floor(instant.getTime() / 1000) * 1000 + IST_OFFSET_MINUTES * 60_000);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}` +
    `T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}+05:30`
  );
}

/**
 * The canonical stored form of a typed date and time (India time, seconds, +05:30), or undefined
 * when it does not follow TENDER_DATE_PATTERN or names no real moment (2026-02-30, 25:00).
 */
export function toIstDateTime(value: string): string | undefined {
  if (!TENDER_DATE_PATTERN.test(value)) return undefined;
  const [date, rest] = value.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = rest.slice(0, 5).split(':').map(Number) as [number, number];
  const seconds = /^\d{2}:\d{2}:(\d{2})/.exec(rest)?.[1];
  const second = seconds === undefined ? 0 : Number(seconds);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59 || year < 2000 || year > 2199) {
    return undefined;
  }
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(rest)?.[1];
  let offsetMinutes = IST_OFFSET_MINUTES;
  if (offset === 'Z') offsetMinutes = 0;
  else if (offset) {
    const [hours, minutes] = offset.slice(1).split(':').map(Number) as [number, number];
    if (hours > 14 || minutes > 59) return undefined;
    offsetMinutes = (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
  }
  const instant = Date.UTC(year, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  return formatIst(new Date(instant));
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

/**
 * Every broken date rule, by the field to correct: published <= document download start <= end;
 * clarification start <= end; bid submission start < end; bid opening >= bid submission end;
 * pre-bid meeting before bid submission end. A rule whose dates are missing is not checked.
 */
export function tenderDateErrors(dates: TenderDates): Partial<Record<TenderDateField, string>> {
  const errors: Partial<Record<TenderDateField, string>> = {};
  const at = (field: TenderDateField | 'published_date') => time(dates[field]);
  const broken = (earlier: number, later: number, strict: boolean) =>
    !Number.isNaN(earlier) && !Number.isNaN(later) && (strict ? later <= earlier : later < earlier);

  if (broken(at('published_date'), at('document_download_sale_start_date'), false)) {
    errors.document_download_sale_start_date = m.downloadBeforePublished;
  }
  if (broken(at('document_download_sale_start_date'), at('document_download_sale_end_date'), false)) {
    errors.document_download_sale_end_date = m.downloadEndBeforeStart;
  }
  if (broken(at('clarification_start_date'), at('clarification_end_date'), false)) {
    errors.clarification_end_date = m.clarificationEndBeforeStart;
  }
  if (broken(at('bid_submission_start_date'), at('bid_submission_end_date'), true)) {
    errors.bid_submission_end_date = m.bidEndNotAfterStart;
  }
  if (broken(at('bid_submission_end_date'), at('bid_opening_date'), false)) {
    errors.bid_opening_date = m.openingBeforeBidEnd;
  }
  // The meeting must come strictly before submissions close.
  if (broken(at('pre_bid_meeting_date'), at('bid_submission_end_date'), true)) {
    errors.pre_bid_meeting_date = m.preBidNotBeforeBidEnd;
  }
  return errors;
}

import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import { formatIstDateTime } from '@tender/shared/format';
import type { FieldErrors } from '../../platform/errors';

// The date rules of a corrigendum (docs/market.md "Corrigenda"). Pure: the server's
// clock is passed in by the handler.

export type SubmissionPeriod = { start: string; end: string };

/** The period as published: from when bidders could first bid (published, or the later bid start) to the bid end. */
export function originalPeriod(tender: {
  original_submission_period?: SubmissionPeriod;
  published_date: string | null;
  bid_submission_start_date: string;
  bid_submission_end_date: string;
}): SubmissionPeriod {
  if (tender.original_submission_period) return tender.original_submission_period;
  const published = tender.published_date ?? tender.bid_submission_start_date;
  const start =
    Date.parse(published) > Date.parse(tender.bid_submission_start_date) ? published : tender.bid_submission_start_date;
  return { start, end: tender.bid_submission_end_date };
}

/**
 * The one-third rule: after a material change at least a third of the original period must remain
 * until the (new) bid submission end. The earliest end allowed, or null when `newEnd` keeps the rule.
 */
export function oneThirdEarliestEnd(period: SubmissionPeriod, newEnd: string, now: Date): Date | null {
  const third = (Date.parse(period.end) - Date.parse(period.start)) / 3;
  const earliest = new Date(now.getTime() + third);
  return Date.parse(newEnd) >= earliest.getTime() ? null : earliest;
}

/**
 * The field errors of a corrigendum's dates: the opening may not move before the sealing key's
 * opening time (the key would keep the bids shut), and a material change must leave a third.
 */
export function corrigendumDateErrors(input: {
  period: SubmissionPeriod;
  sealedUntil: string | null;
  bidOpeningDate: string;
  bidSubmissionEndDate: string;
  material: boolean;
  now: Date;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (input.sealedUntil && Date.parse(input.bidOpeningDate) < Date.parse(input.sealedUntil)) {
    errors.bid_opening_date = [m.openingEarlier(formatIstDateTime(input.sealedUntil))];
  }
  const earliest = input.material ? oneThirdEarliestEnd(input.period, input.bidSubmissionEndDate, input.now) : null;
  // Named up to the next whole minute: the message shows minutes, and the time it names must pass.
  const shown = earliest && new Date(Math.ceil(earliest.getTime() / 60_000) * 60_000);
  if (shown) errors.bid_submission_end_date = [m.oneThird(formatIstDateTime(shown.toISOString()))];
  return errors;
}

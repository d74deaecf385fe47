import { formatIst, toIstDateTime } from '@tender/shared/schemas/tender-dates';

// OCDS dates are RFC 3339 date-times with an offset. Tenders keep India time with +05:30 already;
// instants the product writes (an award, a close) are UTC ISO strings: both come out as India time.

/** The date as India time with its offset, or undefined when it names no moment. */
export function ocdsDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const stored = toIstDateTime(value);
  if (stored) return stored;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : formatIst(new Date(time));
}

/**
 * The latest of these dates: as India time (seconds), and its instant to the millisecond as written
 * (two changes within one second still differ); undefined when none names a moment.
 */
export function latestInstant(
  values: readonly (string | null | undefined)[],
): { date: string; time: number } | undefined {
  let latest: { time: number; date: string } | undefined;
  for (const value of values) {
    const date = ocdsDate(value);
    if (!date) continue;
    const time = Math.max(Date.parse(date), Date.parse(value!) || 0);
    if (!latest || time > latest.time) latest = { time, date };
  }
  return latest;
}

export const latestDate = (values: readonly (string | null | undefined)[]) => latestInstant(values)?.date;

/** A period without the ends that name no moment. */
export function period(start: string | null | undefined, end: string | null | undefined) {
  const startDate = ocdsDate(start);
  const endDate = ocdsDate(end);
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

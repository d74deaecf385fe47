import { clarificationMessages as m } from '@tender/shared/clarification-messages';
import { formatIstDateTime } from '@tender/shared/format';

// When a tender takes questions, kept free of I/O so it can be tested alone.

type WindowDates = { clarification_start_date: string; clarification_end_date: string };

/**
 * Why a question asked at `now` is refused, or null when the window is open: from
 * clarification_start_date to clarification_end_date, both inclusive, by the server's clock. The
 * message names the window as the site shows dates (India time).
 */
export function clarificationWindowRefusal(tender: WindowDates, now: Date): string | null {
  const start = Date.parse(tender.clarification_start_date);
  const end = Date.parse(tender.clarification_end_date);
  if (Number.isNaN(start) || Number.isNaN(end)) return m.noWindow;
  const shown = [
    formatIstDateTime(tender.clarification_start_date),
    formatIstDateTime(tender.clarification_end_date),
  ] as const;
  if (now.getTime() < start) return m.notOpenYet(...shown);
  if (now.getTime() > end) return m.closed(...shown);
  return null;
}

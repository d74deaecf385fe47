import { clarificationMessages as m } from '@tender/shared/clarification-messages';
import { formatIstDateTime } from '@tender/shared/format';

// The page's reading of a tender's clarification window. The server's clock decides (a question
// sent outside it is refused with the window named); this only chooses what the page offers.

export type ClarificationWindow = { clarification_start_date: string; clarification_end_date: string };

export type WindowState = 'open' | 'not-open-yet' | 'closed' | 'none';

export function windowState(tender: ClarificationWindow, now: Date): WindowState {
  const start = Date.parse(tender.clarification_start_date);
  const end = Date.parse(tender.clarification_end_date);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'none';
  if (now.getTime() < start) return 'not-open-yet';
  return now.getTime() > end ? 'closed' : 'open';
}

/** 'Questions on this tender are taken from … to … .' with the state, in the server's words. */
export function windowText(tender: ClarificationWindow, state: WindowState): string {
  const shown = [
    formatIstDateTime(tender.clarification_start_date),
    formatIstDateTime(tender.clarification_end_date),
  ] as const;
  if (state === 'none') return m.noWindow;
  if (state === 'not-open-yet') return m.notOpenYet(...shown);
  if (state === 'closed') return m.closed(...shown);
  return `Questions on this tender are taken from ${shown[0]} to ${shown[1]}.`;
}

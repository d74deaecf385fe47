import { openingMessages as m } from '@tender/shared/opening-messages';
import type { BidRecord } from '../../data/bids-repository';
import { liveBids, qualifiedBids } from './bid-states';

// When the financial covers may be opened: after the technical opening, once every
// bid has its decision and no representation is pending; a bid not qualified holds the opening until
// its representation window ends (or its representation is answered), by the server's clock.

/** Why the financial opening must wait, by kind: what a caller branches on (the message is for people). */
export type FinancialWaitKind =
  | 'technical_not_opened'
  | 'evaluation_pending'
  | 'representation_pending'
  | 'representation_window'
  | 'no_qualified_bid';

export type FinancialWait = { kind: FinancialWaitKind; message: string };

/** Why the financial opening must wait, or null when it may go ahead. `formatTime` writes a time for people. */
export function financialOpeningWait(
  bids: readonly BidRecord[],
  now: Date,
  formatTime: (iso: string) => string,
): FinancialWait | null {
  const live = liveBids(bids);
  if (live.length === 0 || live.some((bid) => !bid.opening?.technical)) {
    return { kind: 'technical_not_opened', message: m.technicalFirst };
  }
  if (live.some((bid) => !bid.evaluation)) return { kind: 'evaluation_pending', message: m.evaluationPending };
  if (live.some((bid) => bid.representation && !bid.representation.answered_at)) {
    return { kind: 'representation_pending', message: m.representationPending };
  }
  const waiting = live
    .filter((bid) => bid.evaluation?.qualified === false && !bid.representation?.answered_at)
    .map((bid) => bid.evaluation!.representation_until)
    .filter((until): until is string => until !== null && new Date(until) > now)
    .sort()
    .at(-1);
  if (waiting) return { kind: 'representation_window', message: m.representationWindow(formatTime(waiting)) };
  if (qualifiedBids(bids).length === 0) return { kind: 'no_qualified_bid', message: m.noQualifiedBid };
  return null;
}

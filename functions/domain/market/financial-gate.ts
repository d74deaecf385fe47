import { openingMessages as m } from '@tender/shared/opening-messages';
import type { BidRecord } from '../../data/bids-repository';
import { liveBids, qualifiedBids } from './bid-states';

// When the financial covers may be opened (issue 24 §2-3): after the technical opening, once every
// bid has its decision and no representation is pending; a bid not qualified holds the opening until
// its representation window ends (or its representation is answered), by the server's clock.

/** Why the financial opening must wait, or null when it may go ahead. `formatTime` writes a time for people. */
export function financialOpeningRefusal(
  bids: readonly BidRecord[],
  now: Date,
  formatTime: (iso: string) => string,
): string | null {
  const live = liveBids(bids);
  if (live.length === 0 || live.some((bid) => !bid.opening?.technical)) return m.technicalFirst;
  if (live.some((bid) => !bid.evaluation)) return m.evaluationPending;
  if (live.some((bid) => bid.representation && !bid.representation.answered_at)) return m.representationPending;
  const waiting = live
    .filter((bid) => bid.evaluation?.qualified === false && !bid.representation?.answered_at)
    .map((bid) => bid.evaluation!.representation_until)
    .filter((until): until is string => until !== null && new Date(until) > now)
    .sort()
    .at(-1);
  if (waiting) return m.representationWindow(formatTime(waiting));
  if (qualifiedBids(bids).length === 0) return m.noQualifiedBid;
  return null;
}

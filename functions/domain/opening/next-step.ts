import { formatIstDateTimeSeconds as ist } from '@tender/shared/format';
import { formatPaise } from '@tender/shared/money';
import { openingMessages } from '@tender/shared/opening-messages';
import { openingNextStep as s } from '@tender/shared/opening-next-step';
import { financialOpeningRefusal } from '../market/financial-gate';
import type { OpeningSituation } from '../market/opening-rules';
import { bidWindowEnded } from '../market/tender-access';

// The opening's next step in a sentence, with dates (a visitor always learns where
// the tender stands and what happens next). By the server's clock.

export function nextStep(situation: OpeningSituation): string {
  const { tender, openings, bids, now } = situation;
  if (tender.status === 'awarded' && tender.award) {
    const { winner_name, amount_paise, awarded_at } = tender.award;
    return s.awarded(winner_name, `₹${formatPaise(BigInt(amount_paise))}`, ist(awarded_at));
  }
  if (tender.status === 'unsuccessful') return s.unsuccessful(tender.unsuccessful_reason ?? '');
  if (tender.status !== 'active' && tender.status !== 'closed') return s.notOpenedStatus(tender.status);
  if (!bidWindowEnded(tender, now)) {
    return s.takingBids(ist(tender.bid_submission_end_date), ist(tender.bid_opening_date));
  }
  if (now.getTime() < Date.parse(tender.bid_opening_date)) return s.sealed(ist(tender.bid_opening_date));
  if (!situation.registerPublished) return s.registerPending;
  const technical = openings.technical;
  if (technical?.state !== 'opened') return s.confirming('technical', technical?.confirmations.length ?? 0);
  const financial = openings.financial;
  if (financial?.state === 'opened') {
    const opened = bids.filter((bid) => bid.opening?.financial).length;
    return s.awaitingAward(ist(financial.opened_at ?? ''), opened);
  }
  if (financial) return s.confirming('financial', financial.confirmations.length);
  const waiting = financialOpeningRefusal(bids, now, ist);
  if (waiting === openingMessages.evaluationPending) return s.evaluating(ist(technical.opened_at ?? ''));
  // No bid at all, or none qualified: there is no financial cover to open.
  if (waiting === openingMessages.noQualifiedBid || waiting === openingMessages.technicalFirst) return s.noQualified;
  return waiting ? s.waitingFinancial(waiting) : s.financialReady;
}

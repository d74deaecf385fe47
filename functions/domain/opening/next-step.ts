import { formatIstDateTimeSeconds as ist } from '@tender/shared/format';
import { formatPaise } from '@tender/shared/money';
import { openingNextStep as s } from '@tender/shared/opening-next-step';
import type { OpeningSituation } from '../market/opening-rules';
import { openingStage, type OpeningStage } from '../market/opening-stage';

// The opening's next step in a sentence, with dates (a visitor always learns where
// the tender stands and what happens next). By the server's clock.

function sentenceOf(stage: OpeningStage, situation: OpeningSituation): string {
  const { tender } = situation;
  switch (stage.kind) {
    case 'awarded':
      return s.awarded(
        stage.award.winner_name,
        `₹${formatPaise(BigInt(stage.award.amount_paise))}`,
        ist(stage.award.awarded_at),
      );
    case 'unsuccessful':
      return s.unsuccessful(stage.reason);
    case 'not_opened':
      return s.notOpenedStatus(stage.status);
    case 'taking_bids':
      return s.takingBids(ist(tender.bid_submission_end_date), ist(tender.bid_opening_date));
    case 'sealed':
      return s.sealed(ist(tender.bid_opening_date));
    case 'register_pending':
      return s.registerPending;
    case 'confirming':
      return s.confirming(stage.cover, stage.confirmations);
    case 'financial_opened':
      return s.awaitingAward(ist(stage.openedAt), stage.opened);
    case 'financial_ready':
      return s.financialReady;
    case 'financial_wait':
      switch (stage.wait.kind) {
        case 'evaluation_pending':
          return s.evaluating(ist(stage.technicalOpenedAt));
        // No bid at all, or none qualified: there is no financial cover to open.
        case 'technical_not_opened':
        case 'no_qualified_bid':
          return s.noQualified;
        default:
          return s.waitingFinancial(stage.wait.message);
      }
  }
}

export const nextStep = (situation: OpeningSituation): string => sentenceOf(openingStage(situation, ist), situation);

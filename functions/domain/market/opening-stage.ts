import type { Cover } from '@tender/shared/schemas/opening';
import type { TenderRecord } from '../../data/tenders-repository';
import { financialOpeningWait, type FinancialWait } from './financial-gate';
import type { OpeningSituation } from './opening-rules';
import { bidWindowEnded } from './tender-access';

// Where a tender's opening stands, as data: each stage in the order a tender passes them, by the
// server's clock. The next-step sentence is written from it; a caller branches on `kind`, never on
// a sentence.

export type OpeningStage =
  | { kind: 'awarded'; award: NonNullable<TenderRecord['award']> }
  | { kind: 'unsuccessful'; reason: string }
  /** Cancelled, re-tendered or otherwise out of the process: its bids are never opened. */
  | { kind: 'not_opened'; status: string }
  | { kind: 'taking_bids' }
  /** Bids are in; the opening time has not come. */
  | { kind: 'sealed' }
  | { kind: 'register_pending' }
  | { kind: 'confirming'; cover: Cover; confirmations: number }
  /** The technical covers are open; the financial opening waits for this. */
  | { kind: 'financial_wait'; wait: FinancialWait; technicalOpenedAt: string }
  | { kind: 'financial_ready' }
  | { kind: 'financial_opened'; openedAt: string; opened: number };

export type OpeningStageKind = OpeningStage['kind'];

/** The stage of this tender's opening now; `formatTime` writes a time for people (in a wait's message). */
export function openingStage(situation: OpeningSituation, formatTime: (iso: string) => string): OpeningStage {
  const { tender, openings, bids, now } = situation;
  if (tender.status === 'awarded' && tender.award) return { kind: 'awarded', award: tender.award };
  if (tender.status === 'unsuccessful') return { kind: 'unsuccessful', reason: tender.unsuccessful_reason ?? '' };
  if (tender.status !== 'active' && tender.status !== 'closed') return { kind: 'not_opened', status: tender.status };
  if (!bidWindowEnded(tender, now)) return { kind: 'taking_bids' };
  if (now.getTime() < Date.parse(tender.bid_opening_date)) return { kind: 'sealed' };
  if (!situation.registerPublished) return { kind: 'register_pending' };
  const { technical, financial } = openings;
  if (technical?.state !== 'opened') {
    return { kind: 'confirming', cover: 'technical', confirmations: technical?.confirmations.length ?? 0 };
  }
  if (financial?.state === 'opened') {
    const opened = bids.filter((bid) => bid.opening?.financial).length;
    return { kind: 'financial_opened', openedAt: financial.opened_at ?? '', opened };
  }
  if (financial) return { kind: 'confirming', cover: 'financial', confirmations: financial.confirmations.length };
  const wait = financialOpeningWait(bids, now, formatTime);
  if (wait) return { kind: 'financial_wait', wait, technicalOpenedAt: technical.opened_at ?? '' };
  return { kind: 'financial_ready' };
}

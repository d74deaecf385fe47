import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { openingMessages as m } from '@tender/shared/opening-messages';
import type { Cover } from '@tender/shared/schemas/opening';
import type { BidRecord } from '../../data/bids-repository';
import type { OpeningRecord } from '../../data/opening-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { ConflictError, ForbiddenError } from '../../platform/errors';
import { financialOpeningWait, type FinancialWaitKind } from './financial-gate';
import { closedForBids } from './tender-access';
import { isOpener, type RoleCaller } from './tender-roles';

// When an opener may confirm a cover's opening, by the server's clock, in the
// order the refusals are given: not an opener; before the opening time; the tender not closed or
// its register not published; this cover opened already; the financial cover before the technical
// one or before the evaluation allows it; this opener's confirmation already recorded. The key
// service refuses before the opening time on its own; this is the app's refusal, with the times.

export type OpeningSituation = {
  tender: TenderRecord;
  openings: Partial<Record<Cover, OpeningRecord>>;
  bids: readonly BidRecord[];
  registerPublished: boolean;
  now: Date;
};

/**
 * Why a confirmation is refused, by kind: the refusal is the domain's, and which error it is
 * thrown as is decided once (openingRefusalError). The message is what the caller is shown.
 */
export type OpeningRefusal =
  | { kind: 'not_opener'; message: string }
  | { kind: 'too_early' | 'not_closed' | 'register_pending' | 'already_opened' | 'already_confirmed'; message: string }
  | { kind: 'financial_wait'; wait: FinancialWaitKind; message: string };

export type OpeningRefusalKind = OpeningRefusal['kind'];

/** Why this caller may not confirm this cover now, or null. */
export function openingRefusal(situation: OpeningSituation, caller: RoleCaller, cover: Cover): OpeningRefusal | null {
  const { tender, openings, now } = situation;
  if (!isOpener(tender, caller)) return { kind: 'not_opener', message: m.notOpener };
  if (now.getTime() < Date.parse(tender.bid_opening_date)) {
    return {
      kind: 'too_early',
      message: m.tooEarly(
        formatIstDateTimeSeconds(tender.bid_opening_date),
        formatIstDateTimeSeconds(now.toISOString()),
      ),
    };
  }
  if (!closedForBids(tender, now)) return { kind: 'not_closed', message: m.notClosed };
  if (!situation.registerPublished) return { kind: 'register_pending', message: m.registerPending };
  const opening = openings[cover];
  if (opening?.state === 'opened') return { kind: 'already_opened', message: m.alreadyOpened };
  if (cover === 'financial') {
    if (openings.technical?.state !== 'opened') {
      return { kind: 'financial_wait', wait: 'technical_not_opened', message: m.technicalFirst };
    }
    const waiting = financialOpeningWait(situation.bids, now, formatIstDateTimeSeconds);
    if (waiting) return { kind: 'financial_wait', wait: waiting.kind, message: waiting.message };
  }
  const confirmed = opening?.confirmations.some((confirmation) => confirmation.account_id === caller.userId);
  if (opening?.state === 'confirming' && confirmed) return { kind: 'already_confirmed', message: m.alreadyConfirmed };
  return null;
}

/** A refusal as thrown: an account that is no opener may not open at all; every other kind is the opening's state. */
export const openingRefusalError = (refusal: OpeningRefusal): Error =>
  refusal.kind === 'not_opener' ? new ForbiddenError(refusal.message) : new ConflictError(refusal.message);

/** The cover an opening is at: technical until it is opened, then financial. */
export const currentCover = (openings: Partial<Record<Cover, OpeningRecord>>): Cover =>
  openings.technical?.state === 'opened' ? 'financial' : 'technical';

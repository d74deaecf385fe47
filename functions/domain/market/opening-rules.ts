import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { openingMessages as m } from '@tender/shared/opening-messages';
import type { Cover } from '@tender/shared/schemas/opening';
import type { BidRecord } from '../../data/bids-repository';
import type { OpeningRecord } from '../../data/opening-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { financialOpeningRefusal } from './financial-gate';
import { isOpener, type RoleCaller } from './tender-roles';

// When an opener may confirm a cover's opening (issue 24 §1, §3), by the server's clock, in the
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

export type OpeningRefusal = { status: 403 | 409; message: string };

const conflict = (message: string): OpeningRefusal => ({ status: 409, message });

/** Why this caller may not confirm this cover now, or null. */
export function openingRefusal(situation: OpeningSituation, caller: RoleCaller, cover: Cover): OpeningRefusal | null {
  const { tender, openings, now } = situation;
  if (!isOpener(tender, caller)) return { status: 403, message: m.notOpener };
  if (now.getTime() < Date.parse(tender.bid_opening_date)) {
    return conflict(
      m.tooEarly(formatIstDateTimeSeconds(tender.bid_opening_date), formatIstDateTimeSeconds(now.toISOString())),
    );
  }
  const closedForBids = tender.status === 'closed' || tender.status === 'active';
  if (!closedForBids || now.getTime() < Date.parse(tender.bid_submission_end_date)) return conflict(m.notClosed);
  if (!situation.registerPublished) return conflict(m.registerPending);
  const opening = openings[cover];
  if (opening?.state === 'opened') return conflict(m.alreadyOpened);
  if (cover === 'financial') {
    if (openings.technical?.state !== 'opened') return conflict(m.technicalFirst);
    const waiting = financialOpeningRefusal(situation.bids, now, formatIstDateTimeSeconds);
    if (waiting) return conflict(waiting);
  }
  const confirmed = opening?.confirmations.some((confirmation) => confirmation.account_id === caller.userId);
  if (opening?.state === 'confirming' && confirmed) return conflict(m.alreadyConfirmed);
  return null;
}

/** The cover an opening is at: technical until it is opened, then financial. */
export const currentCover = (openings: Partial<Record<Cover, OpeningRecord>>): Cover =>
  openings.technical?.state === 'opened' ? 'financial' : 'technical';

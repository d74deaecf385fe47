import { bidMessages as m } from '@tender/shared/bid-messages';
import { formatIstDateTimeSeconds } from '@tender/shared/format';
import type { BID_BLOCKS } from '@tender/shared/schemas/bid-submission';
import { getAccountProfile } from '../../data/profiles-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { getSettings } from '../../data/settings-repository';
import { isPaymentRequired } from './payment-switch';
import type { Caller } from './caller';
import { bidWindowEnded } from './tender-access';

// Who may bid, and when: a Contractor with a verified email, approved by the
// consultancy, its registration fee paid when the settings ask for one; from the bid submission
// start to its end by the server's clock only. Each refusal says why in the bidder's words.

export type BidBlock = (typeof BID_BLOCKS)[number];
export type BidRefusal = { blockedBy: BidBlock; message: string };

/** Why this caller may not bid at all (whatever the tender), or null. */
export async function bidderRefusal(caller: Caller): Promise<BidRefusal | null> {
  if (caller.role !== 'Contractor') return { blockedBy: 'not_contractor', message: m.notContractor };
  if (!caller.emailVerified) return { blockedBy: 'email_not_verified', message: m.emailNotVerified };
  const loaded = await getAccountProfile(caller.userId);
  const status = loaded?.profile.status ?? 'pending';
  if (status === 'rejected') return { blockedBy: 'registration_rejected', message: m.registrationRejected };
  if (status !== 'approved') return { blockedBy: 'registration_pending', message: m.registrationPending };
  if (!loaded?.profile.payment && (await registrationFeeAsked())) {
    return { blockedBy: 'registration_fee_due', message: m.registrationFeeDue };
  }
  return null;
}

async function registrationFeeAsked(): Promise<boolean> {
  const [required, settings] = await Promise.all([isPaymentRequired(), getSettings()]);
  return required && settings.basic_contractor_registration_fees > 0;
}

/** Why the tender takes no bid at this instant, or null: the server's clock is the only clock. */
export function windowRefusal(
  tender: Pick<TenderRecord, 'status' | 'bid_submission_start_date' | 'bid_submission_end_date'>,
  now: Date,
): BidRefusal | null {
  const start = Date.parse(tender.bid_submission_start_date);
  const serverTime = formatIstDateTimeSeconds(now.toISOString());
  if (bidWindowEnded(tender, now)) {
    return {
      blockedBy: 'too_late',
      message: m.tooLate(formatIstDateTimeSeconds(tender.bid_submission_end_date), serverTime),
    };
  }
  if (tender.status !== 'active') return { blockedBy: 'not_open', message: m.notOpen };
  if (now.getTime() < start) {
    return {
      blockedBy: 'too_early',
      message: m.tooEarly(formatIstDateTimeSeconds(tender.bid_submission_start_date), serverTime),
    };
  }
  return null;
}

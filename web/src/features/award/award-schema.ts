// The award and unsuccessful forms' yup schemas with the server's messages (shared/award-messages.ts)
// and AwardBody's rules: a bid other than L1 needs a reason of 1 to 1000 characters.
import { awardMessages as a } from '@tender/shared/award-messages';
import type { AwardBody, StatementBid, UnsuccessfulBody } from '@tender/shared/schemas/award';
import { isSafeText, unsafeTextMessage } from '@tender/shared/rules';
import { object, string } from 'yup';
import { awardableBids } from './award-words';

export const REASON_MAX = 1000;

const safe = (value: string | undefined) => value === undefined || isSafeText(value);
const unsafeReason = unsafeTextMessage('Reason');

export type AwardFormValues = { bid_id: string; reason: string };
export type UnsuccessfulFormValues = { reason: string };

const isL1 = (bids: readonly StatementBid[], bidId: string) =>
  bids.some((bid) => bid.bid_id === bidId && bid.rank === 1);

/** The schema for this statement's bids: the reason is asked for only when the chosen bid is not L1. */
export function awardSchema(bids: readonly StatementBid[]) {
  const choices = awardableBids(bids).map((bid) => bid.bid_id);
  return object({
    bid_id: string().required(a.bidId).oneOf(choices, a.bidId),
    reason: string().when('bid_id', {
      is: (bidId: string) => Boolean(bidId) && !isL1(bids, bidId),
      then: (schema) =>
        schema.trim().required(a.reason).max(REASON_MAX, a.reasonTooLong).test('safe-text', unsafeReason, safe),
      otherwise: (schema) => schema.trim().max(REASON_MAX, a.reasonTooLong).test('safe-text', unsafeReason, safe),
    }),
  });
}

/** L1 chosen at first (the first of tied L1s); the reason empty. */
export function awardFormValues(bids: readonly StatementBid[]): AwardFormValues {
  const first = awardableBids(bids).find((bid) => bid.rank === 1);
  return { bid_id: first?.bid_id ?? '', reason: '' };
}

/** The body: a reason only when one was written (an L1 award may still carry one). */
export function awardBody(values: AwardFormValues): AwardBody {
  const reason = values.reason.trim();
  return reason ? { bid_id: values.bid_id, reason } : { bid_id: values.bid_id };
}

export const unsuccessfulSchema = object({
  reason: string()
    .trim()
    .required(a.unsuccessfulReason)
    .max(REASON_MAX, a.reasonTooLong)
    .test('safe-text', unsafeReason, safe),
});

export const unsuccessfulBody = (values: UnsuccessfulFormValues): UnsuccessfulBody => ({
  reason: values.reason.trim(),
});

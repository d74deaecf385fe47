import { randomBytes } from 'node:crypto';
import { bidMessages } from '@tender/shared/bid-messages';
import { PAYMENT_CURRENCY } from '@tender/shared/constants';
import { paymentMessages as m } from '@tender/shared/payment-messages';
import type { BidPaymentOrderAnswer, BidPaymentOrderBody } from '@tender/shared/schemas/bid-payments';
import {
  getOpenBidOrder,
  getOrder,
  offerBidOrder,
  putBidOrder,
  type OpenBidOrder,
  type PaymentOrder,
} from '../../data/payments-repository';
import { ConflictError, ValidationError } from '../../platform/errors';
import { createRazorpayOrder } from '../../platform/razorpay-client';
import { getSecret } from '../../platform/secrets';
import type { Caller } from '../market/caller';
import { bidPaymentState } from './bid-payment';
import { assertMayBid, assertTakingBids, publishedTender } from './bid-payment-tender';

/** Razorpay refuses orders under ₹1.00. */
const MIN_ORDER_PAISE = 100;

/** How long an order not paid yet is offered again: a checkout left open in another window or tab. */
const OFFER_MS = 30 * 60_000;

export type CreateBidOrderInput = {
  caller: Caller;
  tenderId: number;
  body: BidPaymentOrderBody;
  /** The address that asks (stored with the order). */
  viewer: string;
  now: Date;
};

/** A Razorpay receipt (at most 40 characters): the tender, when, and a little randomness. */
function receipt(tenderId: number, now: Date): string {
  return `bid-${tenderId}-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
}

type Offer = { offer: OpenBidOrder | undefined; order: PaymentOrder | undefined };

/** The order on offer to this contractor, and whether it still asks for exactly these dues, unpaid. */
async function orderOnOffer(
  tenderId: number,
  contractorId: number,
  emdExempt: boolean,
  paise: number,
  now: Date,
): Promise<Offer> {
  const offer = await getOpenBidOrder(tenderId, contractorId);
  const order = offer ? await getOrder(offer.order_id) : undefined;
  const fresh = offer !== undefined && now.getTime() - Date.parse(offer.offered_at) < OFFER_MS;
  const same = order?.status === 'created' && order.amount === paise && order.emd_exempt === emdExempt;
  return { offer, order: fresh && same ? order : undefined };
}

/**
 * Makes the order for a bid's tender fee and EMD while the tender takes bids. A second window asking
 * for the same dues while the first one's order is unpaid is offered that order (Razorpay takes one
 * payment of an order), so two windows cannot both pay them; of two asking at once, both are offered
 * the one recorded first. The amount is the
 * server's: what the tender asks for this exemption choice, less what this contractor has paid for
 * it already (so dropping an exemption claim later costs only the EMD). Nothing due at all, or all
 * of it paid: 409. The order is created at Razorpay, then stored bound to the tender and caller.
 */
export async function createBidPaymentOrder({
  caller,
  tenderId,
  body,
  viewer,
  now,
}: CreateBidOrderInput): Promise<BidPaymentOrderAnswer> {
  await assertMayBid(caller);
  const tender = await publishedTender(tenderId);
  if (body.emd_exempt && !tender.emd_exemption_allowed) {
    throw new ValidationError({ emd_exempt: [bidMessages.exemptionNotAllowed] }, bidMessages.exemptionNotAllowed);
  }
  assertTakingBids(tender, now);

  const state = await bidPaymentState(tender, caller.userId, body.emd_exempt);
  if (state.duePaise === 0) throw new ConflictError(m.bidNothingDue);
  if (state.settled) throw new ConflictError(m.bidAlreadyPaid);
  const paise = state.duePaise - state.paidPaise;
  if (paise < MIN_ORDER_PAISE) throw new ConflictError(m.bidDueBelowMinimum);

  const { razorpayKeyId } = await getSecret('razorpay');
  const answer = (order: Pick<PaymentOrder, 'order_id' | 'amount'>): BidPaymentOrderAnswer => ({
    data: {
      original: { order_id: order.order_id, amount: order.amount, currency: PAYMENT_CURRENCY, key: razorpayKeyId },
    },
  });
  const current = await orderOnOffer(tenderId, caller.userId, body.emd_exempt, paise, now);
  if (current.order) return answer(current.order);
  const order = await createRazorpayOrder({
    amount: paise,
    receipt: receipt(tenderId, now),
    notes: { purpose: 'bid', tender_id: String(tenderId), contractor_id: String(caller.userId) },
  });
  await putBidOrder({
    order_id: order.id,
    amount: paise,
    currency: PAYMENT_CURRENCY,
    created_at: now.toISOString(),
    viewer,
    tender_id: tenderId,
    account_id: caller.userId,
    emd_exempt: body.emd_exempt,
  });
  const offer = { order_id: order.id, offered_at: now.toISOString() };
  if (!(await offerBidOrder(tenderId, caller.userId, offer, current.offer?.order_id ?? null))) {
    const recorded = await orderOnOffer(tenderId, caller.userId, body.emd_exempt, paise, now);
    if (recorded.order) return answer(recorded.order);
  }
  return answer({ order_id: order.id, amount: paise });
}

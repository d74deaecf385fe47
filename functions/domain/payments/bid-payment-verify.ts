import { paymentMessages as m } from '@tender/shared/payment-messages';
import type { BidVerifyPaymentAnswer, BidVerifyPaymentBody } from '@tender/shared/schemas/bid-payments';
import { getOrder } from '../../data/payments-repository';
import { ForbiddenError, ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { bidPaymentState } from './bid-payment';
import { assertContractor, publishedTender } from './bid-payment-tender';
import { confirmCheckoutPayment } from './verify-payment';

/**
 * A bid's checkout result, verified as the registration fee's is (the same signature check, paid
 * once), for an order of this tender that this caller made: another tender's order is a 400,
 * another contractor's a 403. No window check: money taken just before the deadline is recorded
 * after it too. Answers what is now due and paid for the exemption choice the order was made for.
 */
export async function verifyBidPayment(
  caller: Caller,
  tenderId: number,
  body: BidVerifyPaymentBody,
  now: Date,
): Promise<BidVerifyPaymentAnswer> {
  assertContractor(caller);
  const tender = await publishedTender(tenderId);
  const order = await getOrder(body.razorpay_order_id);
  if (order?.purpose !== 'bid') {
    throw new ValidationError({ razorpay_order_id: [m.orderUnknown] }, m.orderUnknown);
  }
  if (order.tender_id !== tenderId) {
    throw new ValidationError({ razorpay_order_id: [m.bidOrderOtherTender] }, m.bidOrderOtherTender);
  }
  if (order.account_id !== caller.userId) throw new ForbiddenError(m.bidOrderOtherContractor);

  await confirmCheckoutPayment(order, body, now);
  const state = await bidPaymentState(tender, caller.userId, order.emd_exempt ?? false);
  return {
    data: {
      order_id: order.order_id,
      payment_id: body.razorpay_payment_id,
      due_paise: state.duePaise,
      paid_paise: state.paidPaise,
      settled: state.settled,
    },
  };
}

import { paymentMessages as m } from '@tender/shared/payment-messages';
import type { VerifyPaymentAnswer, VerifyPaymentBody } from '@tender/shared/schemas/payments';
import { getOrder, markOrderPaid, type MarkPaidResult, type PaymentOrder } from '../../data/payments-repository';
import { ValidationError } from '../../platform/errors';
import { getSecret } from '../../platform/secrets';
import { checkoutSignatureValid } from './signatures';

/**
 * What checkout handed the browser, for an order of ours the caller has already looked up: the
 * signature must be Razorpay's (HMAC-SHA256 of `order_id|payment_id` with the key secret). The order
 * is then marked paid by this payment, once; the same call again answers the same (the webhook may
 * have marked it first), and another payment for a paid order is a 409. Registration and bid
 * orders are verified by this one function.
 */
export async function confirmCheckoutPayment(
  order: PaymentOrder,
  body: VerifyPaymentBody,
  now: Date,
): Promise<MarkPaidResult> {
  const { razorpay_payment_id: paymentId, razorpay_signature: signature } = body;
  const { razorpayKeySecret } = await getSecret('razorpay');
  if (!checkoutSignatureValid(order.order_id, paymentId, signature, razorpayKeySecret)) {
    throw new ValidationError({ razorpay_signature: [m.signatureInvalid] }, m.signatureInvalid);
  }
  return markOrderPaid(order.order_id, paymentId, 'verify', now);
}

/**
 * The registration fee's checkout result, checked on the server: the order must be a registration
 * order of ours (a bid's order is verified by its contractor, POST /tenders/{id}/bids/verify_payment).
 */
export async function verifyPayment(body: VerifyPaymentBody, now: Date = new Date()): Promise<VerifyPaymentAnswer> {
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId } = body;
  const order = await getOrder(orderId);
  if (order?.purpose !== 'registration') {
    throw new ValidationError({ razorpay_order_id: [m.orderUnknown] }, m.orderUnknown);
  }
  await confirmCheckoutPayment(order, body, now);
  return { data: { data: { payment_id: paymentId, order_id: orderId } } };
}

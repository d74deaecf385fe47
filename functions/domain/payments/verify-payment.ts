import { paymentMessages as m } from '@tender/shared/payment-messages';
import type { VerifyPaymentAnswer, VerifyPaymentBody } from '@tender/shared/schemas/payments';
import { getOrder, markOrderPaid } from '../../data/payments-repository';
import { ValidationError } from '../../platform/errors';
import { getSecret } from '../../platform/secrets';
import { checkoutSignatureValid } from './signatures';

/**
 * What checkout handed the browser, checked on the server: the order must be ours, and the
 * signature Razorpay's (HMAC-SHA256 of `order_id|payment_id` with the key secret). The order is then
 * marked paid by this payment, once; the same call again answers the same (the webhook may have
 * marked it first), and another payment for a paid order is a 409.
 */
export async function verifyPayment(body: VerifyPaymentBody, now: Date = new Date()): Promise<VerifyPaymentAnswer> {
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = body;
  const order = await getOrder(orderId);
  if (!order) throw new ValidationError({ razorpay_order_id: [m.orderUnknown] }, m.orderUnknown);
  const { razorpayKeySecret } = await getSecret('razorpay');
  if (!checkoutSignatureValid(orderId, paymentId, signature, razorpayKeySecret)) {
    throw new ValidationError({ razorpay_signature: [m.signatureInvalid] }, m.signatureInvalid);
  }
  await markOrderPaid(orderId, paymentId, 'verify', now);
  return { data: { data: { payment_id: paymentId, order_id: orderId } } };
}

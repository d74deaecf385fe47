import { paymentMessages as m } from '@tender/shared/payment-messages';
import { RAZORPAY_ORDER_ID_PATTERN, RAZORPAY_PAYMENT_ID_PATTERN } from '@tender/shared/schemas/payments';
import { getOrder, type PaymentOrder } from '../../data/payments-repository';
import { ConflictError, ValidationError } from '../../platform/errors';

/**
 * For the registration domain, before its transaction (which spends the payment with
 * `orderUseItem`): says clearly why a payment cannot pay this registration. No payment, an unknown
 * or unpaid order: 400 'Please make payment first.' on payment_id (SPEC §8); a payment id that is not
 * the one that paid the order: 400; a payment already used: 409. Returns the paid order.
 */
export async function assertPaymentUsable(
  orderId: string | null | undefined,
  paymentId: string | null | undefined,
): Promise<PaymentOrder> {
  const makePaymentFirst = () => new ValidationError({ payment_id: [m.makePaymentFirst] }, m.makePaymentFirst);
  if (!orderId || !paymentId) throw makePaymentFirst();
  if (!RAZORPAY_ORDER_ID_PATTERN.test(orderId)) throw makePaymentFirst();
  if (!RAZORPAY_PAYMENT_ID_PATTERN.test(paymentId)) {
    throw new ValidationError({ payment_id: [m.paymentMismatch] }, m.paymentMismatch);
  }
  const order = await getOrder(orderId);
  // A bid's order (tender fee and EMD) pays its bid, never a registration.
  if (!order || order.status === 'created' || order.purpose !== 'registration') throw makePaymentFirst();
  if (order.payment_id !== paymentId) {
    throw new ValidationError({ payment_id: [m.paymentMismatch] }, m.paymentMismatch);
  }
  if (order.status === 'used') throw new ConflictError(m.alreadyUsed, { errors: { payment_id: [m.alreadyUsed] } });
  return order;
}

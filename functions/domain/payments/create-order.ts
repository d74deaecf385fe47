import { randomBytes } from 'node:crypto';
import { PAYMENT_CURRENCY } from '@tender/shared/constants';
import { paymentMessages as m } from '@tender/shared/payment-messages';
import type { GenerateOrderAnswer } from '@tender/shared/schemas/payments';
import { putOrder } from '../../data/payments-repository';
import { ConflictError, ValidationError } from '../../platform/errors';
import { createRazorpayOrder } from '../../platform/razorpay-client';
import { getSecret } from '../../platform/secrets';
import { getSettings } from '../../data/settings-repository';
import { registrationAmountPaise, rupeesToPaise } from './registration-amount';

/** Razorpay refuses orders under ₹1.00. */
const MIN_ORDER_PAISE = 100;

export type CreateRegistrationOrderInput = {
  /** The address that asks (stored with the order). */
  viewer: string;
  now: Date;
  /** The total the page showed, in rupees; when given it must be the server's total. */
  amount?: number;
};

/** A Razorpay receipt (at most 40 characters): what and when, and a little randomness. */
function receipt(now: Date): string {
  return `registration-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/**
 * Makes the order for a registration fee: the amount comes from the settings (fee plus 18 % GST,
 * in paise), never from the client; a client amount that differs is refused before anything is
 * made. The order is created at Razorpay, then stored (status created) so verify and the webhook
 * can bind the payment to it.
 */
export async function createRegistrationOrder({
  viewer,
  now,
  amount,
}: CreateRegistrationOrderInput): Promise<GenerateOrderAnswer> {
  const { basic_contractor_registration_fees: fee } = await getSettings();
  const paise = registrationAmountPaise(fee);
  if (paise <= 0) throw new ConflictError(m.noFeeDue);
  if (amount !== undefined && rupeesToPaise(amount) !== paise) {
    throw new ValidationError({ amount: [m.amountMismatch] }, m.amountMismatch);
  }
  if (paise < MIN_ORDER_PAISE) throw new ConflictError(m.feeBelowMinimum);

  const { razorpayKeyId } = await getSecret('razorpay');
  const order = await createRazorpayOrder({ amount: paise, receipt: receipt(now), notes: { purpose: 'registration' } });
  await putOrder({
    order_id: order.id,
    amount: paise,
    currency: PAYMENT_CURRENCY,
    purpose: 'registration',
    created_at: now.toISOString(),
    viewer,
  });
  return { data: { original: { order_id: order.id, amount: paise, currency: PAYMENT_CURRENCY, key: razorpayKeyId } } };
}

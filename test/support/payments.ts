import type { GenerateOrderAnswer, VerifyPaymentAnswer } from '@tender/shared/schemas/payments';
import { SettingsBasicInfoAnswer } from '@tender/shared/schemas/settings';
import { call } from './api-call';
import { getJson, stackUrl } from './stack-url';

// The registration fee paid the way the SPA and the sandbox's checkout dialog do it: our API makes
// the order, the dialog asks the sandbox for the order's preferences (its checkout token) and pays
// from the site's own origin, then the SPA's handler posts the signed result to verify_payment.

type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
export type PaidOrder = { order_id: string; payment_id: string; signature: string };

function keyId(): string {
  const value = process.env.RAZORPAY_KEY_ID;
  if (!value) throw new Error('RAZORPAY_KEY_ID is not set: run through vitest with the stack setup.');
  return value;
}

/** The total the payment step shows (fee plus 18 % GST, rupees), as the SPA sends it. */
export async function registrationTotal(): Promise<number> {
  const { body } = await getJson('/api/v1/get_settings_basic_info');
  const fee = SettingsBasicInfoAnswer.parse(body).data.basic_contractor_registration_fees;
  return Math.round(fee * 118) / 100;
}

/** POST /payments/generate_order_id: a new order (status created, not paid). */
export async function createdOrder(): Promise<{ order_id: string }> {
  const { status, body } = await call<GenerateOrderAnswer>('POST', '/payments/generate_order_id', {
    body: { amount: await registrationTotal() },
  });
  if (status !== 201) throw new Error(`generate_order_id answered ${status}: ${JSON.stringify(body)}`);
  return { order_id: body.data.original.order_id };
}

/** What the checkout dialog does: preferences (the per-order token), then pay from the site's origin. */
export async function payInCheckout(orderId: string): Promise<CheckoutSuccess> {
  const query = new URLSearchParams({ key_id: keyId(), order_id: orderId });
  const preferences = await fetch(stackUrl(`/sandbox/razorpay/checkout/preferences?${query}`));
  const { checkout_token } = (await preferences.json()) as { checkout_token: string };
  const paid = await fetch(stackUrl('/sandbox/razorpay/checkout/pay'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(stackUrl()).origin },
    body: JSON.stringify({ key: keyId(), order_id: orderId, checkout_token }),
  });
  const body = (await paid.json()) as CheckoutSuccess;
  if (paid.status !== 200) throw new Error(`checkout pay answered ${paid.status}: ${JSON.stringify(body)}`);
  return body;
}

/** A registration fee order, paid in the sandbox and verified by our API (status paid, not yet used). */
export async function paidOrder(): Promise<PaidOrder> {
  const { order_id } = await createdOrder();
  const checkout = await payInCheckout(order_id);
  const { status, body } = await call<VerifyPaymentAnswer>('POST', '/payments/verify_payment', { body: checkout });
  if (status !== 200) throw new Error(`verify_payment answered ${status}: ${JSON.stringify(body)}`);
  return { order_id, payment_id: checkout.razorpay_payment_id, signature: checkout.razorpay_signature };
}

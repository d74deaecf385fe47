import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { GenerateOrderAnswer, VerifyPaymentAnswer, WebhookAnswer } from '@tender/shared/schemas/payments';
import { SettingsBasicInfoAnswer } from '@tender/shared/schemas/settings';
import { getOrder } from '../../functions/data/payments-repository';
import { checkedFetch, getJson, stackUrl } from '../support/stack-url';
import { call, type ErrorBody } from '../support/api-call';

// Shared by the payments-*.test.ts files: the registration fee payment end to end against the local
// stack: our API makes the order, the sandbox's checkout endpoints pay it as the dialog does, and
// verify or the webhook mark it paid. These are the requests each side sends.

type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

export function env(name: 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_API_URL' | 'SECRETS_FILE'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through vitest with the stack setup.`);
  return value;
}

/** The webhook secret the handlers read: this is Razorpay's side of it (the dashboard's webhook secret). */
const webhookSecret = () =>
  (JSON.parse(readFileSync(env('SECRETS_FILE'), 'utf8')) as { razorpayWebhookSecret: string }).razorpayWebhookSecret;

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const razorpayId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((byte) => ALPHANUMERICS[byte % ALPHANUMERICS.length]).join('')}`;

export async function registrationTotal(): Promise<number> {
  const { body } = await getJson('/api/v1/get_settings_basic_info');
  const fee = SettingsBasicInfoAnswer.parse(body).data.basic_contractor_registration_fees;
  return Math.round(fee * 118) / 100;
}

export async function generateOrder(body: unknown = {}, viewer?: string) {
  return call<GenerateOrderAnswer & ErrorBody>('POST', '/payments/generate_order_id', { body, viewer });
}

export async function newOrder(): Promise<GenerateOrderAnswer['data']['original']> {
  const { status, body } = await generateOrder({ amount: await registrationTotal() });
  expect(status).toBe(201);
  return body.data.original;
}

export function verify(body: Record<string, string>) {
  return call<VerifyPaymentAnswer & ErrorBody>('POST', '/payments/verify_payment', { body });
}

/** The sandbox checkout dialog's own requests: preferences (the token), then pay from the site's origin. */
export async function payInSandbox(
  orderId: string,
  request: { origin?: string; token?: string | null } = {},
): Promise<{ status: number; body: CheckoutSuccess }> {
  const query = new URLSearchParams({ key_id: env('RAZORPAY_KEY_ID'), order_id: orderId });
  const preferences = (await (await fetch(stackUrl(`/sandbox/razorpay/checkout/preferences?${query}`))).json()) as {
    checkout_token: string;
  };
  const token = request.token === undefined ? preferences.checkout_token : request.token;
  const response = await fetch(stackUrl('/sandbox/razorpay/checkout/pay'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: request.origin ?? new URL(stackUrl()).origin },
    body: JSON.stringify({
      key: env('RAZORPAY_KEY_ID'),
      order_id: orderId,
      ...(token ? { checkout_token: token } : {}),
    }),
  });
  return { status: response.status, body: (await response.json()) as CheckoutSuccess };
}

/** A Razorpay webhook event as Razorpay posts it, for one payment of one order. */
export function paidEvent(
  event: 'payment.captured' | 'order.paid',
  orderId: string,
  paymentId: string,
  amount: number,
) {
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount,
    currency: 'INR',
    status: 'captured',
    order_id: orderId,
    method: 'card',
    captured: true,
    created_at: Math.floor(Date.now() / 1000),
  };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_TestAccount0001',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity: payment },
      ...(event === 'order.paid'
        ? { order: { entity: { id: orderId, entity: 'order', amount, status: 'paid' } } }
        : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

export const sign = (rawBody: string, secret = webhookSecret()) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

export async function postWebhook(rawBody: string, headers: Record<string, string>) {
  const response = await checkedFetch('/api/v1/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody,
  });
  return { status: response.status, body: (await response.json()) as WebhookAnswer & ErrorBody };
}

export async function paidOrder(orderId: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const order = await getOrder(orderId);
    if (order?.status !== 'created' || Date.now() > until) return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

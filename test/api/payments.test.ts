import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@tender/shared/payment-messages';
import type { GenerateOrderAnswer, VerifyPaymentAnswer, WebhookAnswer } from '@tender/shared/schemas/payments';
import { SettingsBasicInfoAnswer } from '@tender/shared/schemas/settings';
import { getOrder, listOrdersSince, webhookEventSeen } from '../../functions/data/payments-repository';
import { call, newViewer } from '../support/accounts';
import { checkedFetch, getJson, stackUrl } from '../support/stack-url';

// The registration fee payment end to end against the local stack: our API makes the order, the
// sandbox's checkout endpoints pay it as the dialog does, and verify or the webhook mark it paid.

type ErrorAnswer = { error: true; message: string; errors?: Record<string, string[]> };
type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

function env(name: 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_API_URL' | 'SECRETS_FILE'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through vitest with the stack setup.`);
  return value;
}

/** The webhook secret the handlers read: this is Razorpay's side of it (the dashboard's webhook secret). */
const webhookSecret = () =>
  (JSON.parse(readFileSync(env('SECRETS_FILE'), 'utf8')) as { razorpayWebhookSecret: string }).razorpayWebhookSecret;

const ALPHANUMERICS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const razorpayId = (prefix: string) =>
  `${prefix}_${[...randomBytes(14)].map((byte) => ALPHANUMERICS[byte % ALPHANUMERICS.length]).join('')}`;

async function registrationTotal(): Promise<number> {
  const { body } = await getJson('/api/v1/get_settings_basic_info');
  const fee = SettingsBasicInfoAnswer.parse(body).data.basic_contractor_registration_fees;
  return Math.round(fee * 118) / 100;
}

async function generateOrder(body: unknown = {}, viewer?: string) {
  return call<GenerateOrderAnswer & ErrorAnswer>('POST', '/payments/generate_order_id', { body, viewer });
}

async function newOrder(): Promise<GenerateOrderAnswer['data']['original']> {
  const { status, body } = await generateOrder({ amount: await registrationTotal() });
  expect(status).toBe(201);
  return body.data.original;
}

function verify(body: Record<string, string>) {
  return call<VerifyPaymentAnswer & ErrorAnswer>('POST', '/payments/verify_payment', { body });
}

/** The sandbox checkout dialog's own requests: preferences (the token), then pay from the site's origin. */
async function payInSandbox(
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
function paidEvent(event: 'payment.captured' | 'order.paid', orderId: string, paymentId: string, amount: number) {
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

const sign = (rawBody: string, secret = webhookSecret()) => createHmac('sha256', secret).update(rawBody).digest('hex');

async function postWebhook(rawBody: string, headers: Record<string, string>) {
  const response = await checkedFetch('/api/v1/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: rawBody,
  });
  return { status: response.status, body: (await response.json()) as WebhookAnswer & ErrorAnswer };
}

async function paidOrder(orderId: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const order = await getOrder(orderId);
    if (order?.status !== 'created' || Date.now() > until) return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('POST /payments/generate_order_id', () => {
  it('makes the Razorpay order for the fee plus 18 % GST, in paise, and stores it', async () => {
    const total = await registrationTotal();
    const { status, body } = await generateOrder({ amount: total });
    expect(status).toBe(201);
    const { order_id, amount, currency, key } = body.data.original;
    expect(order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect({ amount, currency, key }).toEqual({
      amount: Math.round(total * 100),
      currency: 'INR',
      key: env('RAZORPAY_KEY_ID'),
    });

    expect(await getOrder(order_id)).toMatchObject({
      order_id,
      amount,
      currency: 'INR',
      purpose: 'registration',
      status: 'created',
      payment_id: null,
    });
    const client = new Razorpay({ key_id: env('RAZORPAY_KEY_ID'), key_secret: env('RAZORPAY_KEY_SECRET') });
    (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      env('RAZORPAY_API_URL');
    expect(await client.orders.fetch(order_id)).toMatchObject({
      amount,
      currency: 'INR',
      notes: { purpose: 'registration' },
    });
  });

  it('makes the order without a client amount too (the server decides the amount)', async () => {
    const { status, body } = await generateOrder({});
    expect(status).toBe(201);
    expect(body.data.original.amount).toBe(Math.round((await registrationTotal()) * 100));
  });

  it('refuses an amount other than the registration total with 400 naming amount, and stores nothing', async () => {
    const total = await registrationTotal();
    const viewer = newViewer();
    const since = new Date().toISOString();
    for (const amount of [1, total - 0.01, total + 1, total * 100, 0, -total]) {
      const { status, body } = await generateOrder({ amount }, viewer);
      expect(status, `amount ${amount}`).toBe(400);
      expect(body.errors?.amount).toEqual([paymentMessages.amountMismatch]);
    }
    const { status } = await generateOrder({ amount: String(total) }, viewer);
    expect(status).toBe(400);
    const stored = await listOrdersSince(since);
    expect(stored.filter((order) => order.viewer === viewer)).toEqual([]);
  });
});

describe('POST /payments/verify_payment', () => {
  it('verifies a payment made in the checkout dialog and marks the order paid, once', async () => {
    const order = await newOrder();
    const paid = await payInSandbox(order.order_id);
    expect(paid.status).toBe(200);

    const { status, body } = await verify({ ...paid.body });
    expect(status).toBe(200);
    expect(body).toEqual({ data: { data: { payment_id: paid.body.razorpay_payment_id, order_id: order.order_id } } });
    const stored = await getOrder(order.order_id);
    // The sandbox's webhook races verify: whichever came first marked it; both name this payment.
    expect(stored).toMatchObject({ status: 'paid', payment_id: paid.body.razorpay_payment_id });
    expect(['verify', 'webhook']).toContain(stored?.paid_via);

    // The same answer again (a double click, a retried request) changes nothing.
    expect((await verify({ ...paid.body })).status).toBe(200);
    expect(await getOrder(order.order_id)).toEqual(stored);
  });

  it("refuses a signature that is not Razorpay's with 400 naming razorpay_signature; the order stays unpaid", async () => {
    const order = await newOrder();
    const paymentId = razorpayId('pay');
    const forged = [
      createHmac('sha256', 'not-the-key-secret').update(`${order.order_id}|${paymentId}`).digest('hex'),
      createHmac('sha256', env('RAZORPAY_KEY_SECRET'))
        .update(`${razorpayId('order')}|${paymentId}`)
        .digest('hex'),
      createHmac('sha256', env('RAZORPAY_KEY_SECRET'))
        .update(`${order.order_id}|${razorpayId('pay')}`)
        .digest('hex'),
    ];
    for (const signature of forged) {
      const { status, body } = await verify({
        razorpay_payment_id: paymentId,
        razorpay_order_id: order.order_id,
        razorpay_signature: signature,
      });
      expect(status).toBe(400);
      expect(body.message).toBe(paymentMessages.signatureInvalid);
      expect(body.errors?.razorpay_signature).toEqual([paymentMessages.signatureInvalid]);
    }
    expect(await getOrder(order.order_id)).toMatchObject({ status: 'created', payment_id: null });
  });

  it('refuses a tampered answer of a real payment (another payment id for the paid order)', async () => {
    const order = await newOrder();
    const paid = await payInSandbox(order.order_id);
    const { status, body } = await verify({ ...paid.body, razorpay_payment_id: razorpayId('pay') });
    expect(status).toBe(400);
    expect(body.errors?.razorpay_signature).toEqual([paymentMessages.signatureInvalid]);
  });

  it('refuses an order it did not make with 400 naming razorpay_order_id', async () => {
    const orderId = razorpayId('order');
    const paymentId = razorpayId('pay');
    const signature = createHmac('sha256', env('RAZORPAY_KEY_SECRET')).update(`${orderId}|${paymentId}`).digest('hex');
    const { status, body } = await verify({
      razorpay_payment_id: paymentId,
      razorpay_order_id: orderId,
      razorpay_signature: signature,
    });
    expect(status).toBe(400);
    expect(body.errors?.razorpay_order_id).toEqual([paymentMessages.orderUnknown]);
  });

  it.each([
    ['a payment id without pay_', { razorpay_payment_id: 'x'.repeat(18) }, 'razorpay_payment_id'],
    ['an order id without order_', { razorpay_order_id: 'pay_AAAAAAAAAAAAAA' }, 'razorpay_order_id'],
    ['a signature that is not 64 hex digits', { razorpay_signature: 'abc' }, 'razorpay_signature'],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const base = {
      razorpay_payment_id: razorpayId('pay'),
      razorpay_order_id: razorpayId('order'),
      razorpay_signature: 'a'.repeat(64),
    };
    const { status, body } = await verify({ ...base, ...change });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });
});

describe('POST /payments/webhook', () => {
  it("marks the order paid from the sandbox's own webhook when the browser never called verify", async () => {
    const order = await newOrder();
    const paid = await payInSandbox(order.order_id);
    expect(paid.status).toBe(200);
    expect(await paidOrder(order.order_id)).toMatchObject({
      status: 'paid',
      paid_via: 'webhook',
      payment_id: paid.body.razorpay_payment_id,
    });
    // The browser coming back later still gets its answer.
    expect((await verify({ ...paid.body })).status).toBe(200);
  });

  it('marks an order paid from a signed payment.captured, and 10 replays of it change nothing', async () => {
    const order = await newOrder();
    const paymentId = razorpayId('pay');
    const rawBody = paidEvent('payment.captured', order.order_id, paymentId, order.amount);
    const headers = { 'x-razorpay-signature': sign(rawBody), 'x-razorpay-event-id': razorpayId('evt') };

    const first = await postWebhook(rawBody, headers);
    expect(first).toEqual({ status: 200, body: { data: { status: 'processed' } } });
    const stored = await getOrder(order.order_id);
    expect(stored).toMatchObject({ status: 'paid', payment_id: paymentId, paid_via: 'webhook' });

    for (let replay = 0; replay < 10; replay += 1) {
      expect(await postWebhook(rawBody, headers)).toEqual({ status: 200, body: { data: { status: 'duplicate' } } });
    }
    expect(await getOrder(order.order_id)).toEqual(stored);
  });

  it('fulfils an order once when one event arrives 10 times at once', async () => {
    const order = await newOrder();
    const paymentId = razorpayId('pay');
    const rawBody = paidEvent('order.paid', order.order_id, paymentId, order.amount);
    const headers = { 'x-razorpay-signature': sign(rawBody), 'x-razorpay-event-id': razorpayId('evt') };
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(rawBody, headers)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const statuses = answers.map((answer) => answer.body.data.status).sort();
    expect(statuses).toEqual(['processed', ...Array(9).fill('duplicate')].sort());
    expect(await getOrder(order.order_id)).toMatchObject({ status: 'paid', payment_id: paymentId });
  });

  it('keeps the first payment of an order: a later event for another payment is ignored', async () => {
    const order = await newOrder();
    const firstPayment = razorpayId('pay');
    const first = paidEvent('payment.captured', order.order_id, firstPayment, order.amount);
    await postWebhook(first, { 'x-razorpay-signature': sign(first), 'x-razorpay-event-id': razorpayId('evt') });
    const second = paidEvent('payment.captured', order.order_id, razorpayId('pay'), order.amount);
    const answer = await postWebhook(second, {
      'x-razorpay-signature': sign(second),
      'x-razorpay-event-id': razorpayId('evt'),
    });
    expect(answer).toEqual({ status: 200, body: { data: { status: 'ignored' } } });
    expect(await getOrder(order.order_id)).toMatchObject({ payment_id: firstPayment });
  });

  it('refuses a bad signature with 400 and stores nothing', async () => {
    const order = await newOrder();
    const rawBody = paidEvent('payment.captured', order.order_id, razorpayId('pay'), order.amount);
    const eventId = razorpayId('evt');
    const attempts: Record<string, string>[] = [
      { 'x-razorpay-signature': sign(rawBody, 'not-the-webhook-secret') },
      { 'x-razorpay-signature': sign(`${rawBody} `) },
      { 'x-razorpay-signature': 'z'.repeat(64) },
      {},
    ];
    for (const signature of attempts) {
      const { status, body } = await postWebhook(rawBody, { ...signature, 'x-razorpay-event-id': eventId });
      expect(status).toBe(400);
      expect(body.errors?.['x-razorpay-signature']).toEqual([paymentMessages.webhookSignatureInvalid]);
    }
    expect(await getOrder(order.order_id)).toMatchObject({ status: 'created', payment_id: null });
    expect(await webhookEventSeen(eventId)).toBe(false);
  });

  it('answers 200 to events it does not act on, and to orders it did not make', async () => {
    const failed = JSON.stringify({ entity: 'event', event: 'payment.failed', payload: { payment: { entity: {} } } });
    expect(
      await postWebhook(failed, { 'x-razorpay-signature': sign(failed), 'x-razorpay-event-id': razorpayId('evt') }),
    ).toEqual({
      status: 200,
      body: { data: { status: 'ignored' } },
    });
    const foreign = paidEvent('payment.captured', razorpayId('order'), razorpayId('pay'), 100);
    const eventId = razorpayId('evt');
    expect(
      await postWebhook(foreign, { 'x-razorpay-signature': sign(foreign), 'x-razorpay-event-id': eventId }),
    ).toEqual({
      status: 200,
      body: { data: { status: 'ignored' } },
    });
    expect(await webhookEventSeen(eventId)).toBe(false);
  });

  it("ignores a paid event whose amount is not the order's", async () => {
    const order = await newOrder();
    const rawBody = paidEvent('payment.captured', order.order_id, razorpayId('pay'), 100);
    const answer = await postWebhook(rawBody, {
      'x-razorpay-signature': sign(rawBody),
      'x-razorpay-event-id': razorpayId('evt'),
    });
    expect(answer.body).toEqual({ data: { status: 'ignored' } });
    expect(await getOrder(order.order_id)).toMatchObject({ status: 'created' });
  });
});

describe('the sandbox pays only for its own dialog', () => {
  it('refuses a pay request from another origin, or without the checkout token, with 403', async () => {
    const order = await newOrder();
    expect((await payInSandbox(order.order_id, { origin: 'https://attacker.example' })).status).toBe(403);
    expect((await payInSandbox(order.order_id, { token: null })).status).toBe(403);
    expect(await getOrder(order.order_id)).toMatchObject({ status: 'created' });
    expect((await payInSandbox(order.order_id)).status).toBe(200);
  });
});

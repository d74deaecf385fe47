import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@tender/shared/payment-messages';
import { getOrder, webhookEventSeen } from '../../functions/data/payments-repository';
import {
  razorpayId,
  newOrder,
  verify,
  payInSandbox,
  paidEvent,
  sign,
  postWebhook,
  paidOrder,
} from './payments-support';

// The registration fee payment: Razorpay's webhook marks orders paid, once; the sandbox pays only for
// its own dialog. The requests in payments-support.ts.

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

import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@tender/shared/payment-messages';
import { getOrder, listOrdersSince } from '../../functions/data/payments-repository';
import { newViewer } from '../support/api-call';
import { env, razorpayId, registrationTotal, generateOrder, newOrder, verify, payInSandbox } from './payments-support';

// The registration fee payment: the order our API makes for it, and verify after the checkout dialog;
// the requests in payments-support.ts.

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

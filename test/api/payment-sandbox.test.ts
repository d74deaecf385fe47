import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import { postJson, stackUrl } from '../support/stack-url';

// The local stack sets these (scripts/local/stack.ts); the payment handlers read the same ones.
function env(name: 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_API_URL'): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through vitest with the stack setup.`);
  return value;
}

/** The real razorpay SDK, pointed at the sandbox the way the payment handlers will do it. */
function sandboxClient(keySecret = env('RAZORPAY_KEY_SECRET')): Razorpay {
  const client = new Razorpay({ key_id: env('RAZORPAY_KEY_ID'), key_secret: keySecret });
  // The SDK adds `/v1/...` itself, so the base URL is RAZORPAY_API_URL as is.
  (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
    env('RAZORPAY_API_URL');
  return client;
}

type SdkError = { statusCode: number; error: { code: string; description: string; field?: string } };
type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

async function rejection(promise: Promise<unknown>): Promise<SdkError> {
  try {
    await promise;
  } catch (error) {
    return error as SdkError;
  }
  throw new Error('expected the SDK to reject');
}

function pay(orderId: string) {
  return postJson<CheckoutSuccess & SdkError>('/sandbox/razorpay/checkout/pay', {
    key: env('RAZORPAY_KEY_ID'),
    order_id: orderId,
  });
}

describe('payment sandbox: orders through the razorpay SDK', () => {
  it('creates an order shaped as Razorpay answers it, and fetches it back', async () => {
    const before = Math.floor(Date.now() / 1000);
    const order = await sandboxClient().orders.create({
      amount: 590000,
      currency: 'INR',
      receipt: 'reg-42',
      notes: { registration: '42' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 590000,
      amount_paid: 0,
      amount_due: 590000,
      currency: 'INR',
      receipt: 'reg-42',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { registration: '42' },
      created_at: expect.any(Number),
    });
    expect(order.created_at).toBeGreaterThanOrEqual(before);
    expect(await sandboxClient().orders.fetch(order.id)).toEqual(order);
  });

  it('refuses a wrong key secret with 401 Authentication failed', async () => {
    const error = await rejection(sandboxClient('not-the-secret').orders.create({ amount: 10000, currency: 'INR' }));
    expect(error.statusCode).toBe(401);
    expect(error.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' });
  });

  it.each([
    [{ amount: 50, currency: 'INR' }, 'amount'],
    [{ amount: 100.5, currency: 'INR' }, 'amount'],
    [{ amount: 10000, currency: 'USD' }, 'currency'],
    [{ amount: 10000, currency: 'INR', receipt: 'r'.repeat(41) }, 'receipt'],
    [
      { amount: 10000, currency: 'INR', notes: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`n${i}`, i])) },
      'notes',
    ],
  ] as const)('answers 400 naming the field for %j', async (request, field) => {
    const error = await rejection(sandboxClient().orders.create(request as never));
    expect(error.statusCode).toBe(400);
    expect(error.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field });
    expect(error.error.description).toEqual(expect.any(String));
  });

  it('answers 400 "The id provided does not exist" for an unknown order', async () => {
    const error = await rejection(sandboxClient().orders.fetch('order_AAAAAAAAAAAAAA'));
    expect(error.statusCode).toBe(400);
    expect(error.error.description).toBe('The id provided does not exist');
  });
});

describe('payment sandbox: checkout', () => {
  it('pays an order with a signature that verifies only with the key secret, once', async () => {
    const client = sandboxClient();
    const order = await client.orders.create({ amount: 590000, currency: 'INR', receipt: 'reg-43' });

    const { status, body } = await pay(order.id);
    expect(status).toBe(200);
    expect(body.razorpay_order_id).toBe(order.id);
    expect(body.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const paid = { order_id: body.razorpay_order_id, payment_id: body.razorpay_payment_id };
    expect(validatePaymentVerification(paid, body.razorpay_signature, env('RAZORPAY_KEY_SECRET'))).toBe(true);
    expect(validatePaymentVerification(paid, body.razorpay_signature, 'another-secret')).toBe(false);

    expect(await client.orders.fetch(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 590000,
      amount_due: 0,
      attempts: 1,
    });
    const payments = await client.orders.fetchPayments(order.id);
    expect(payments).toMatchObject({ entity: 'collection', count: 1 });
    expect(payments.items[0]).toMatchObject({
      id: body.razorpay_payment_id,
      entity: 'payment',
      amount: 590000,
      status: 'captured',
      method: 'card',
      order_id: order.id,
    });
    expect(await client.payments.fetch(body.razorpay_payment_id)).toMatchObject({ status: 'captured' });

    const again = await pay(order.id);
    expect(again.status).toBe(400);
    expect(again.body.error.description).toBe('Order already paid');
  });

  it('records a simulated failure as an attempt with a failed payment', async () => {
    const client = sandboxClient();
    const order = await client.orders.create({ amount: 20000, currency: 'INR' });
    const { status, body } = await postJson<SdkError & { error: { reason: string; metadata: Record<string, string> } }>(
      '/sandbox/razorpay/checkout/fail',
      { key: env('RAZORPAY_KEY_ID'), order_id: order.id },
    );
    expect(status).toBe(200);
    expect(body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
    });
    expect(await client.orders.fetch(order.id)).toMatchObject({ status: 'attempted', attempts: 1, amount_due: 20000 });
    expect(await client.payments.fetch(body.error.metadata.payment_id!)).toMatchObject({ status: 'failed' });
  });

  it('refuses a key id other than the stack key, without needing the secret', async () => {
    const order = await sandboxClient().orders.create({ amount: 10000, currency: 'INR' });
    const { status } = await postJson('/sandbox/razorpay/checkout/pay', { key: 'rzp_test_other', order_id: order.id });
    expect(status).toBe(401);
  });

  it('serves the checkout script as uncached JavaScript', async () => {
    const response = await fetch(stackUrl('/sandbox/razorpay/checkout.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const script = await response.text();
    expect(script).toContain('window.Razorpay');
    expect(script).not.toContain(env('RAZORPAY_KEY_SECRET'));
  });
});

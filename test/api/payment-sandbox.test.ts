import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import { stackUrl } from '../support/stack-url';

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

/** What the dialog gets with the order: its amount and the token pay and fail must present. */
async function preferences(orderId: string, headers: Record<string, string> = {}) {
  const query = new URLSearchParams({ key_id: env('RAZORPAY_KEY_ID'), order_id: orderId });
  const response = await fetch(stackUrl(`/sandbox/razorpay/checkout/preferences?${query}`), { headers });
  const body = (await response.json()) as { checkout_token: string; order: { amount_due: number } } & SdkError;
  return { status: response.status, body };
}

type DialogRequest = {
  key?: string;
  /** The page's origin; null sends none. Default: the site's own, as the dialog's fetch does. */
  origin?: string | null;
  /** null sends no token; default: the one preferences answered. */
  token?: string | null;
  secFetchSite?: string;
};

/** A POST as the checkout dialog makes it: from the site's origin, with the order's checkout token. */
async function dialogPost<T>(route: 'pay' | 'fail', orderId: string, request: DialogRequest = {}) {
  const token = request.token === undefined ? (await preferences(orderId)).body.checkout_token : request.token;
  const origin = request.origin === undefined ? new URL(stackUrl()).origin : request.origin;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (origin !== null) headers.origin = origin;
  if (request.secFetchSite) headers['sec-fetch-site'] = request.secFetchSite;
  const response = await fetch(stackUrl(`/sandbox/razorpay/checkout/${route}`), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      key: request.key ?? env('RAZORPAY_KEY_ID'),
      order_id: orderId,
      ...(token === null ? {} : { checkout_token: token }),
    }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const pay = (orderId: string, request?: DialogRequest) =>
  dialogPost<CheckoutSuccess & SdkError>('pay', orderId, request);

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
    const { status, body } = await dialogPost<
      SdkError & { error: { reason: string; metadata: Record<string, string> } }
    >('fail', order.id);
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
    const { status } = await pay(order.id, { key: 'rzp_test_other' });
    expect(status).toBe(401);
  });

  it('answers the dialog the order and a checkout token of that order', async () => {
    const order = await sandboxClient().orders.create({ amount: 118000, currency: 'INR' });
    const first = await preferences(order.id);
    expect(first.status).toBe(200);
    expect(first.body.order).toEqual({
      id: order.id,
      amount: 118000,
      amount_due: 118000,
      currency: 'INR',
      status: 'created',
    });
    expect(first.body.checkout_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const other = await sandboxClient().orders.create({ amount: 118000, currency: 'INR' });
    expect((await preferences(other.id)).body.checkout_token).not.toBe(first.body.checkout_token);
    // A browser says a request from another site's page is cross-site: refused.
    expect((await preferences(order.id, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});

describe('payment sandbox: only its own dialog can pay', () => {
  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['the site on another port', { origin: 'http://localhost:1' }],
    ['no Origin', { origin: null }],
    ['a cross-site fetch from the right origin', { secFetchSite: 'cross-site' }],
    ['no checkout token', { token: null }],
    ['a made-up checkout token', { token: 'x'.repeat(32) }],
  ] as [string, DialogRequest][])('refuses %s with 403, and the order stays unpaid', async (_, request) => {
    const client = sandboxClient();
    const order = await client.orders.create({ amount: 10000, currency: 'INR' });
    await preferences(order.id); // the token exists: only presenting it counts
    for (const route of ['pay', 'fail'] as const) {
      const { status, body } = await dialogPost<SdkError>(route, order.id, request);
      expect(status).toBe(403);
      expect(body.error.code).toBe('BAD_REQUEST_ERROR');
    }
    expect(await client.orders.fetch(order.id)).toMatchObject({ status: 'created', attempts: 0 });
  });

  it("refuses another order's token", async () => {
    const client = sandboxClient();
    const [order, other] = await Promise.all([
      client.orders.create({ amount: 10000, currency: 'INR' }),
      client.orders.create({ amount: 10000, currency: 'INR' }),
    ]);
    await preferences(order.id);
    const { checkout_token } = (await preferences(other.id)).body;
    expect((await pay(order.id, { token: checkout_token })).status).toBe(403);
    expect((await pay(order.id)).status).toBe(200);
  });

  it('pays from the site on 127.0.0.1 too (the same site, the other loopback name)', async () => {
    const order = await sandboxClient().orders.create({ amount: 10000, currency: 'INR' });
    const site = new URL(stackUrl());
    const { status } = await pay(order.id, { origin: `http://127.0.0.1:${site.port}`, secFetchSite: 'same-origin' });
    expect(status).toBe(200);
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

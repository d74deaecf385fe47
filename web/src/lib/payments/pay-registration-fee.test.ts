// @vitest-environment jsdom
import { paymentMessages } from '@tender/shared/payment-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { resetCheckoutForTests, type RazorpayCheckoutOptions, type RazorpayFailure } from './load-checkout';
import { payRegistrationFee, PaymentDismissedError, PaymentFailedError } from './pay-registration-fee';

// The API answers are stubbed at fetch; the checkout is a stand-in with Razorpay's constructor and
// callbacks, driven by each test as the customer would drive the real one.

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const order = { order_id: 'order_EKwxwAgItmmXdp', amount: 590000, currency: 'INR', key: 'rzp_test_key' };
const success = {
  razorpay_payment_id: 'pay_29QQoUBi66xm2f',
  razorpay_order_id: order.order_id,
  razorpay_signature: 'a'.repeat(64),
};

class FakeCheckout {
  static last: FakeCheckout | undefined;
  failed: ((response: RazorpayFailure) => void)[] = [];
  opened = false;
  closed = false;
  constructor(readonly options: RazorpayCheckoutOptions) {
    FakeCheckout.last = this;
  }
  open() {
    this.opened = true;
  }
  close() {
    this.closed = true;
  }
  on(_event: 'payment.failed', callback: (response: RazorpayFailure) => void) {
    this.failed.push(callback);
  }
}

const fetchMock = vi.fn<typeof fetch>();
const requests = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === path);
  return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
};

async function opened(): Promise<FakeCheckout> {
  await vi.waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
  return FakeCheckout.last!;
}

beforeEach(() => {
  resetCheckoutForTests();
  FakeCheckout.last = undefined;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('Razorpay', FakeCheckout);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/api/v1/get_payment_info')
      return jsonResponse(200, {
        data: { key: order.key, account_name: 'Pune Project Consultants', checkout_script: '/checkout.js' },
      });
    if (path === '/api/v1/check_payment_during_contractor_registration')
      return jsonResponse(200, { data: { payment_needed: true, amount: 5900 } });
    if (path === '/api/v1/payments/generate_order_id') return jsonResponse(201, { data: { original: order } });
    if (path === '/api/v1/payments/verify_payment')
      return jsonResponse(200, {
        data: { data: { payment_id: success.razorpay_payment_id, order_id: order.order_id } },
      });
    return jsonResponse(404, { error: true, message: 'Not found' });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('payRegistrationFee', () => {
  it('makes the order for the amount shown, opens checkout for it and resolves once the server verified the payment', async () => {
    const paying = payRegistrationFee({ name: 'Kavita Shinde', email: 'kavita@example.com', contact: '9822012345' });
    const checkout = await opened();
    expect(bodyOf('/api/v1/payments/generate_order_id')).toEqual({ amount: 5900 });
    expect(checkout.options).toMatchObject({
      key: order.key,
      amount: 590000,
      currency: 'INR',
      name: 'Pune Project Consultants',
      order_id: order.order_id,
      prefill: { name: 'Kavita Shinde', email: 'kavita@example.com', contact: '9822012345' },
    });

    checkout.options.handler(success);
    await expect(paying).resolves.toEqual({ order_id: order.order_id, payment_id: success.razorpay_payment_id });
    expect(bodyOf('/api/v1/payments/verify_payment')).toEqual(success);
  });

  it('sends the amount it is given instead of asking the server', async () => {
    const paying = payRegistrationFee({}, { amount: 1180 });
    const checkout = await opened();
    expect(bodyOf('/api/v1/payments/generate_order_id')).toEqual({ amount: 1180 });
    expect(requests()).not.toContain('GET /api/v1/check_payment_during_contractor_registration');
    checkout.options.handler(success);
    await paying;
  });

  it('rejects with PaymentDismissedError when the window is closed', async () => {
    const paying = payRegistrationFee();
    (await opened()).options.modal?.ondismiss?.();
    await expect(paying).rejects.toBeInstanceOf(PaymentDismissedError);
    await expect(paying).rejects.toThrow(paymentMessages.cancelled);
  });

  it('rejects with PaymentFailedError carrying the description, and closes the window', async () => {
    const paying = payRegistrationFee();
    const checkout = await opened();
    for (const callback of checkout.failed)
      callback({ error: { code: 'BAD_REQUEST_ERROR', description: 'Your card was declined' } });
    await expect(paying).rejects.toBeInstanceOf(PaymentFailedError);
    await expect(paying).rejects.toThrow('Payment failed: Your card was declined');
    expect(checkout.closed).toBe(true);
  });

  it('rejects with the ApiError when the server refuses the payment', async () => {
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url) === '/api/v1/payments/verify_payment'
        ? jsonResponse(400, { error: true, message: paymentMessages.signatureInvalid })
        : base(url, init),
    );
    const paying = payRegistrationFee();
    (await opened()).options.handler(success);
    await expect(paying).rejects.toBeInstanceOf(ApiError);
    await expect(paying).rejects.toThrow(paymentMessages.signatureInvalid);
  });
});

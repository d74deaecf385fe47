// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutUnavailableError, loadCheckout, resetCheckoutForTests } from './load-checkout';

const fetchMock = vi.fn<typeof fetch>();
const scripts = () => [...document.head.querySelectorAll('script')];

beforeEach(() => {
  resetCheckoutForTests();
  document.head.innerHTML = '';
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          data: { key: 'rzp_test_key', account_name: 'PPC', checkout_script: '/sandbox/razorpay/checkout.js' },
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('loadCheckout', () => {
  it('adds the script GET /get_payment_info names, once, and gives window.Razorpay', async () => {
    const first = loadCheckout();
    const second = loadCheckout();
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]!.getAttribute('src')).toBe('/sandbox/razorpay/checkout.js');
    const Razorpay = vi.fn();
    vi.stubGlobal('Razorpay', Razorpay);
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(Razorpay);
    expect(await second).toBe(Razorpay);
    expect(await loadCheckout()).toBe(Razorpay);
    expect(scripts()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects when the script cannot be loaded, and tries again next time', async () => {
    const failing = loadCheckout();
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toBeInstanceOf(CheckoutUnavailableError);
    expect(scripts()).toHaveLength(0);
    void loadCheckout().catch(() => undefined);
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
  });
});

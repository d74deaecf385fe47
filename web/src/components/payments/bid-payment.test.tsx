// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { pageMessages } from '@tender/shared/messages';
import { paymentMessages } from '@tender/shared/payment-messages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCheckoutForTests, type RazorpayCheckoutOptions } from '../../lib/payments/load-checkout';
import { renderWithProviders } from '../../testing/render';
import { system } from '../../theme/system';
import { BidPayment } from './bid-payment';

// The API answers are stubbed at fetch; checkout is a stand-in with Razorpay's constructor and
// callbacks, driven as the customer would drive the real one.

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const TENDER_ID = 42;
const tender = { tender_fee: 5900, is_paid: true, emd_amount: 123456.5, emd_exemption_allowed: true };
const order = { order_id: 'order_EKwxwAgItmmXdp', amount: 12935650, currency: 'INR', key: 'rzp_test_key' };
const success = {
  razorpay_payment_id: 'pay_29QQoUBi66xm2f',
  razorpay_order_id: order.order_id,
  razorpay_signature: 'a'.repeat(64),
};

class FakeCheckout {
  static last: FakeCheckout | undefined;
  opened = false;
  constructor(readonly options: RazorpayCheckoutOptions) {
    FakeCheckout.last = this;
  }
  open() {
    this.opened = true;
  }
  close() {}
  on() {}
}

const fetchMock = vi.fn<typeof fetch>();
let orderAnswer: () => Response;

beforeEach(() => {
  resetCheckoutForTests();
  FakeCheckout.last = undefined;
  orderAnswer = () => jsonResponse(201, { data: { original: order } });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('Razorpay', FakeCheckout);
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/api/v1/get_payment_info')
      return jsonResponse(200, { data: { key: order.key, account_name: 'PPC', checkout_script: '/checkout.js' } });
    if (path === `/api/v1/tenders/get_tender_info/${TENDER_ID}`) return jsonResponse(200, { data: tender });
    if (path === `/api/v1/tenders/${TENDER_ID}/bids/payment_order`) return orderAnswer();
    if (path === `/api/v1/tenders/${TENDER_ID}/bids/verify_payment`)
      return jsonResponse(200, {
        data: {
          order_id: order.order_id,
          payment_id: success.razorpay_payment_id,
          due_paise: 1,
          paid_paise: 1,
          settled: true,
        },
      });
    return jsonResponse(404, { error: true, message: 'Not found' });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderPayment(props: { emdExempt?: boolean; paid?: boolean } = {}) {
  const onPaid = vi.fn();
  renderWithProviders(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BidPayment tenderId={TENDER_ID} emdExempt={props.emdExempt ?? false} paid={props.paid} onPaid={onPaid} />
    </SWRConfig>,
  );
  return onPaid;
}

const valueOf = async (label: string) => (await screen.findByText(label)).nextElementSibling?.textContent;

describe('BidPayment', () => {
  it('shows the tender fee, the EMD and the total in INR with Indian grouping', async () => {
    renderPayment();
    expect(await valueOf('Tender fee')).toBe('₹5,900.00');
    expect(await valueOf('EMD')).toBe('₹1,23,456.50');
    expect(await valueOf('Total')).toBe('₹1,29,356.50');
  });

  it("shows what is due from a rendered page's copy of the tender, not a spinner until the app starts", () => {
    // As the server draws a bid page: the answer in SWR's fallback, no request made.
    const html = renderToString(
      <ChakraProvider value={system}>
        <SWRConfig value={{ fallback: { [`/tenders/get_tender_info/${TENDER_ID}`]: { data: tender } } }}>
          <BidPayment tenderId={TENDER_ID} emdExempt={false} onPaid={() => {}} />
        </SWRConfig>
      </ChakraProvider>,
    );
    expect(html).toContain('₹1,29,356.50');
    expect(html).toContain('Pay online');
    expect(html).not.toContain(pageMessages.loading);
  });

  it('leaves the EMD out when the exemption is claimed', async () => {
    renderPayment({ emdExempt: true });
    expect(await valueOf('EMD (exemption claimed)')).toBe('₹0.00');
    expect(await valueOf('Total')).toBe('₹5,900.00');
  });

  it('makes the order, opens checkout for it, verifies the payment and calls onPaid', async () => {
    const onPaid = renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    const checkout = FakeCheckout.last!;
    expect(checkout.options).toMatchObject({ key: order.key, amount: order.amount, order_id: order.order_id });
    const orderCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/bids/payment_order'));
    expect(JSON.parse(String(orderCall?.[1]?.body))).toEqual({ emd_exempt: false });

    checkout.options.handler(success);
    await screen.findByText(paymentMessages.bidPaid);
    expect(onPaid).toHaveBeenCalledTimes(1);
    const verifyCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/bids/verify_payment'));
    expect(JSON.parse(String(verifyCall?.[1]?.body))).toEqual(success);
    expect(screen.queryByRole('button', { name: 'Pay online' })).toBeNull();
  });

  it('counts a 409 "already paid" as paid', async () => {
    orderAnswer = () => jsonResponse(409, { error: true, message: paymentMessages.bidAlreadyPaid });
    const onPaid = renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    await screen.findByText(paymentMessages.bidPaid);
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal and keeps the button", async () => {
    orderAnswer = () => jsonResponse(409, { error: true, message: 'This tender is not open for bids.' });
    const onPaid = renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This tender is not open for bids.');
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay online' })).toBeTruthy();
  });

  it('says the payment was cancelled when the window is closed', async () => {
    renderPayment();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    await waitFor(() => expect(FakeCheckout.last?.opened).toBe(true));
    FakeCheckout.last!.options.modal?.ondismiss?.();
    expect((await screen.findByRole('alert')).textContent).toContain(paymentMessages.cancelled);
  });

  it('shows the paid state without a button when the bid page says it is paid', async () => {
    renderPayment({ paid: true });
    await screen.findByText(paymentMessages.bidPaid);
    expect(screen.queryByRole('button', { name: 'Pay online' })).toBeNull();
  });
});

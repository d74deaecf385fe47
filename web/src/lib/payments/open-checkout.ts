import { paymentFailedMessage, paymentMessages } from '@tender/shared/payment-messages';
import type { GenerateOrderAnswer, VerifyPaymentBody } from '@tender/shared/schemas/payments';
import { getPaymentInfo, loadCheckout, type RazorpayFailure } from './load-checkout';

// Razorpay Standard Checkout opened for an order our API made, and its result verified by our API:
// the same for the registration fee and a bid's tender fee and EMD; only the order and the verify
// call differ.

/** The customer closed the checkout window (Cancel, Escape, the close button) without paying. */
export class PaymentDismissedError extends Error {
  constructor() {
    super(paymentMessages.cancelled);
    this.name = 'PaymentDismissedError';
  }
}

/** A payment attempt failed (declined card, ...); `description` is Razorpay's own words. */
export class PaymentFailedError extends Error {
  readonly description: string | undefined;
  readonly details: RazorpayFailure['error'];

  constructor(details: RazorpayFailure['error']) {
    super(paymentFailedMessage(details?.description));
    this.name = 'PaymentFailedError';
    this.description = details?.description;
    this.details = details;
  }
}

export type PaymentPrefill = { name?: string; email?: string; contact?: string };
export type CheckoutOrder = GenerateOrderAnswer['data']['original'];

export type OpenCheckoutOptions<T> = {
  /** Makes the order at our API; called once the checkout script is there, so no order is made for nothing. */
  makeOrder: () => Promise<CheckoutOrder>;
  /** What the window says is being paid ('Registration fee'). */
  description: string;
  prefill?: PaymentPrefill;
  /** Our API's check of what checkout handed over; its answer is what openCheckout resolves with. */
  verify: (result: VerifyPaymentBody) => Promise<T>;
};

/** The site's navy, so the checkout matches the page. */
const THEME_COLOUR = '#12263f';

/**
 * Loads checkout, makes the order, opens checkout for it and resolves with `verify`'s answer once the payment is captured.
 * Rejects with PaymentDismissedError when the window is closed, PaymentFailedError when a payment
 * fails (the window is closed; paying again makes a new order), or verify's error.
 */
export async function openCheckout<T>({
  makeOrder,
  description,
  prefill = {},
  verify,
}: OpenCheckoutOptions<T>): Promise<T> {
  const [Razorpay, info] = await Promise.all([loadCheckout(), getPaymentInfo()]);
  const order = await makeOrder();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
    };
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: info.account_name,
      description,
      order_id: order.order_id,
      prefill,
      theme: { color: THEME_COLOUR },
      handler: (response) => {
        verify(response).then(
          (answer) => settle(() => resolve(answer)),
          (error: unknown) => settle(() => reject(error)),
        );
      },
      modal: { ondismiss: () => settle(() => reject(new PaymentDismissedError())) },
    });
    checkout.on('payment.failed', (response) => {
      settle(() => reject(new PaymentFailedError(response?.error)));
      checkout.close();
    });
    checkout.open();
  });
}

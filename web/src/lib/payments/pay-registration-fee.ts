import { paymentFailedMessage, paymentMessages } from '@tender/shared/payment-messages';
import { fetchPaymentNeeded } from './api/check-payment';
import { generateOrderId } from './api/generate-order-id';
import { verifyPayment } from './api/verify-payment';
import { getPaymentInfo, loadCheckout, type RazorpayFailure } from './load-checkout';

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
export type PaidRegistration = { order_id: string; payment_id: string };

/** The site's navy, so the checkout matches the page. */
const THEME_COLOUR = '#12263f';

/**
 * Pays the registration fee: makes the order (sending the total the page shows, in rupees; the
 * server checks it against its own), opens checkout for it, and verifies the payment on the server.
 * Resolves with the order and payment ids the registration then sends. Rejects with
 * PaymentDismissedError when the window is closed, PaymentFailedError when a payment fails (the
 * window is closed; paying again makes a new order), or the ApiError of a failed API call.
 */
export async function payRegistrationFee(
  prefill: PaymentPrefill = {},
  options: { amount?: number } = {},
): Promise<PaidRegistration> {
  const [Razorpay, info, amount] = await Promise.all([
    loadCheckout(),
    getPaymentInfo(),
    options.amount ?? fetchPaymentNeeded().then((answer) => answer.data.amount),
  ]);
  const order = (await generateOrderId(amount)).data.original;

  return new Promise<PaidRegistration>((resolve, reject) => {
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
      description: 'Registration fee',
      order_id: order.order_id,
      prefill,
      theme: { color: THEME_COLOUR },
      handler: (response) => {
        verifyPayment(response).then(
          ({ data: { data } }) => settle(() => resolve({ order_id: data.order_id, payment_id: data.payment_id })),
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

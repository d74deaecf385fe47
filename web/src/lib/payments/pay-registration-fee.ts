import { fetchPaymentNeeded } from './api/check-payment';
import { generateOrderId } from './api/generate-order-id';
import { verifyPayment } from './api/verify-payment';
import { openCheckout, type PaymentPrefill } from './open-checkout';

// The checkout's errors and prefill are named here too, where the registration pages have always found them.
export { PaymentDismissedError, PaymentFailedError, type PaymentPrefill } from './open-checkout';

export type PaidRegistration = { order_id: string; payment_id: string };

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
  // Asked while the checkout script loads; awaited (and its failure reported) when the order is made.
  const amount = options.amount ?? fetchPaymentNeeded().then((answer) => answer.data.amount);
  if (amount instanceof Promise) amount.catch(() => undefined);
  return openCheckout({
    makeOrder: async () => (await generateOrderId(await amount)).data.original,
    description: 'Registration fee',
    prefill,
    verify: async (result) => {
      const { data } = (await verifyPayment(result)).data;
      return { order_id: data.order_id, payment_id: data.payment_id };
    },
  });
}

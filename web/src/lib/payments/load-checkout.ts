// Razorpay's checkout.js in the cloud, the payment sandbox's locally: GET /get_payment_info names
// it. Both define window.Razorpay with the same options, so the code using it is the same for both.
import { paymentMessages } from '@tender/shared/payment-messages';
import type { PaymentInfoAnswer } from '@tender/shared/schemas/settings';
import { fetchPaymentInfo } from './api/get-payment-info';

/** What checkout hands `handler` once a payment is captured. */
export type RazorpaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

/** What checkout hands 'payment.failed' callbacks. */
export type RazorpayFailure = {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
};

/** The options of Razorpay Standard Checkout this site uses. */
export type RazorpayCheckoutOptions = {
  key: string;
  /** In paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
};

export type RazorpayCheckout = {
  open(): void;
  close(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
};

export type RazorpayConstructor = new (options: RazorpayCheckoutOptions) => RazorpayCheckout;

/** The checkout script could not be loaded (offline, blocked) or did not define window.Razorpay. */
export class CheckoutUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(paymentMessages.checkoutUnavailable, options);
    this.name = 'CheckoutUnavailableError';
  }
}

const razorpayOnWindow = () => (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;

let paymentInfo: Promise<PaymentInfoAnswer['data']> | undefined;

/** GET /get_payment_info once per page load (a failure is asked again next time). */
export function getPaymentInfo(): Promise<PaymentInfoAnswer['data']> {
  paymentInfo ??= fetchPaymentInfo().then(
    (answer) => answer.data,
    (error: unknown) => {
      paymentInfo = undefined;
      throw error;
    },
  );
  return paymentInfo;
}

function addScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new CheckoutUnavailableError());
    };
    document.head.append(script);
  });
}

let loading: Promise<RazorpayConstructor> | undefined;

/** Loads the checkout script named by GET /get_payment_info, once, and gives window.Razorpay. */
export function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= (async () => {
    const loaded = razorpayOnWindow();
    if (loaded) return loaded;
    const { checkout_script } = await getPaymentInfo();
    await addScript(checkout_script);
    const Razorpay = razorpayOnWindow();
    if (!Razorpay) throw new CheckoutUnavailableError();
    return Razorpay;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** For tests: forget what was loaded. */
export function resetCheckoutForTests(): void {
  loading = undefined;
  paymentInfo = undefined;
}

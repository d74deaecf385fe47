import {
  GenerateOrderAnswer,
  GenerateOrderBody,
  VerifyPaymentAnswer,
  VerifyPaymentBody,
  WebhookAnswer,
  WebhookBody,
} from '@tender/shared/schemas/payments';
import { defineRoute } from './route-contract';

/** Orders per address: a registration needs one, retries after a failed or cancelled payment are normal, a flood is not. */
export const GENERATE_ORDER_ADDRESS_LIMIT = { limit: 20, windowSeconds: 600 } as const;

export const generateOrderId = defineRoute({
  method: 'POST',
  path: '/payments/generate_order_id',
  businessRules: [{ field: 'amount', rule: 'the registration fee of the settings plus 18 % GST, in rupees' }],
  handler: 'payments/generate-order-id',
  auth: 'public',
  tag: 'Payments',
  summary: 'Creates the Razorpay order for the registration fee (amount from the settings, in paise)',
  body: GenerateOrderBody,
  answers: { 201: GenerateOrderAnswer },
  errors: [409],
  addressLimit: GENERATE_ORDER_ADDRESS_LIMIT,
  // Reads the fee, stores the order; the Razorpay keys create it at Razorpay.
  access: { table: 'write', writes: ['ORDER'], secrets: ['razorpay'] },
});

export const verifyPayment = defineRoute({
  method: 'POST',
  path: '/payments/verify_payment',
  businessRules: [
    { field: 'razorpay_order_id', rule: 'an order POST /payments/generate_order_id created' },
    { field: 'razorpay_signature', rule: "Razorpay's HMAC-SHA256 of the order and payment ids" },
  ],
  handler: 'payments/verify-payment',
  auth: 'public',
  tag: 'Payments',
  summary: "Checks checkout's payment signature and marks the order paid (once)",
  body: VerifyPaymentBody,
  answers: { 200: VerifyPaymentAnswer },
  errors: [409],
  // The key secret checks the signature; the order is read and marked paid.
  access: { table: 'write', writes: ['ORDER'], secrets: ['razorpay'] },
});

export const paymentWebhook = defineRoute({
  method: 'POST',
  path: '/payments/webhook',
  businessRules: [
    {
      field: 'x-razorpay-signature',
      rule: "the header holds Razorpay's HMAC-SHA256 of the raw body with the webhook secret",
    },
    { field: 'x-razorpay-event-id', rule: 'the header holds the event id Razorpay sends' },
  ],
  handler: 'payments/webhook',
  auth: 'public',
  tag: 'Payments',
  summary:
    'Razorpay webhook (X-Razorpay-Signature over the raw body): payment.captured and order.paid mark the order paid',
  body: WebhookBody,
  answers: { 200: WebhookAnswer },
  // Razorpay retries deliveries; its own rate, not a visitor's.
  throttle: { rateLimit: 50, burstLimit: 100 },
  access: { table: 'write', writes: ['ORDER', 'PAYMENT_EVENT'], secrets: ['razorpayWebhook'] },
});

export const paymentRoutes = [generateOrderId, verifyPayment, paymentWebhook] as const;

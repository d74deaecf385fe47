import { paymentMessages as m } from '../payment-messages';
import * as z from './mini';

// zod/mini (./mini.ts): the payment handlers' (and the registrations') bundles carry these.

/** Razorpay's ids: a prefix, an underscore and 14 alphanumerics (pay_29QQoUBi66xm2f, order_9A33XWu170gUtm). */
export const RAZORPAY_PAYMENT_ID_PATTERN = /^pay_[A-Za-z0-9]{14}$/;
export const RAZORPAY_ORDER_ID_PATTERN = /^order_[A-Za-z0-9]{14}$/;
/** Hex HMAC-SHA256: 64 lowercase hex digits, as Razorpay sends it. */
export const RAZORPAY_SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

/**
 * POST /payments/generate_order_id. `amount` is what the page shows: the total in rupees (fee plus
 * 18 % GST). The server computes the amount itself; a different client amount is refused.
 */
export const GenerateOrderBody = z.object({
  amount: z
    .optional(
      z
        .number({ error: m.amountMismatch })
        .check(z.nonnegative(m.amountMismatch), z.maximum(100_000_000, m.amountMismatch)),
    )
    .check(
      z.describe('The total the page shows, in rupees (fee plus 18 % GST); optional, checked against the server total'),
    ),
});
export type GenerateOrderBody = z.infer<typeof GenerateOrderBody>;

export const GenerateOrderAnswer = z.object({
  data: z.object({
    original: z.object({
      order_id: z.string().check(z.describe('The Razorpay order id to open checkout with')),
      amount: z.number().check(z.int(), z.describe('In paise (rupees × 100), as checkout takes it')),
      currency: z.literal('INR'),
      key: z.string().check(z.describe('The Razorpay key id (public)')),
    }),
  }),
});
export type GenerateOrderAnswer = z.infer<typeof GenerateOrderAnswer>;

/** What Razorpay's checkout hands its handler; verified server-side before anything is stored. */
export const VerifyPaymentBody = z.object({
  razorpay_payment_id: z
    .string({ error: 'razorpay_payment_id is required.' })
    .check(
      z.regex(RAZORPAY_PAYMENT_ID_PATTERN, 'razorpay_payment_id must look like pay_ followed by 14 letters or digits.'),
    ),
  razorpay_order_id: z
    .string({ error: 'razorpay_order_id is required.' })
    .check(
      z.regex(RAZORPAY_ORDER_ID_PATTERN, 'razorpay_order_id must look like order_ followed by 14 letters or digits.'),
    ),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required.' })
    .check(z.regex(RAZORPAY_SIGNATURE_PATTERN, m.signatureInvalid)),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBody>;

export const VerifyPaymentAnswer = z.object({
  data: z.object({ data: z.object({ payment_id: z.string(), order_id: z.string() }) }),
});
export type VerifyPaymentAnswer = z.infer<typeof VerifyPaymentAnswer>;

/**
 * A Razorpay webhook event, loosely: Razorpay adds fields over time, and the signature (of the raw
 * body) is what is checked. The handler reads only `event` and the payment and order entities.
 */
export const WebhookBody = z.looseObject({
  entity: z.optional(z.string()),
  account_id: z.optional(z.string()),
  event: z.string().check(z.maxLength(100), z.describe('e.g. payment.captured, order.paid')),
  contains: z.optional(z.array(z.string())),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.optional(z.number()),
});
export type WebhookBody = z.infer<typeof WebhookBody>;

export const WebhookAnswer = z.object({
  data: z.object({
    status: z
      .enum(['processed', 'duplicate', 'ignored'])
      .check(
        z.describe('processed: the order is paid; duplicate: this event id was handled before; ignored: nothing to do'),
      ),
  }),
});
export type WebhookAnswer = z.infer<typeof WebhookAnswer>;

// The admin area's payments: registration fee orders and their payments. Orders hold no
// card details at all: the provider's checkout takes the card, we keep only ids and amounts.
// zod/mini (./mini.ts).
import { calendarDate, positiveCount } from './common';
import * as z from './mini';

export const ADMIN_PAYMENTS_MAX = 100;

export const AdminPayment = z.object({
  order_id: z.string(),
  /** created (checkout opened), paid (payment verified), used (a registration spent it). */
  status: z.enum(['created', 'paid', 'used']),
  /** Rupees. */
  amount: z.number(),
  currency: z.string(),
  purpose: z.string(),
  payment_id: z.nullable(z.string()),
  paid_at: z.nullable(z.string()),
  paid_via: z.nullable(z.string()),
  created_at: z.string(),
  /** The registrant whose registration the payment paid, once one did. */
  registrant: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** The payment's GST tax invoice (GET /invoices/{id}/pdf), once issued. */
  invoice_id: z.optional(z.string()),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

/** GET /admin/payments: orders made since a day (India time; default 30 days ago), newest first, at most `limit`. */
export const AdminPaymentsQuery = z.strictObject({
  since: z.optional(calendarDate()),
  limit: z.optional(positiveCount('limit', ADMIN_PAYMENTS_MAX)),
});
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuery>;

export const AdminPaymentsAnswer = z.object({ data: z.array(AdminPayment), since: z.string() });
export type AdminPaymentsAnswer = z.infer<typeof AdminPaymentsAnswer>;

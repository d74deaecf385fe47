// The admin area's payments (issue 9): registration fee orders and their payments. Orders hold no
// card details at all: the provider's checkout takes the card, we keep only ids and amounts.
import * as z from 'zod';
import { calendarDate, positiveCount } from './common';

export const ADMIN_PAYMENTS_MAX = 100;

export const AdminPayment = z.object({
  order_id: z.string(),
  /** created (checkout opened), paid (payment verified), used (a registration spent it). */
  status: z.enum(['created', 'paid', 'used']),
  /** Rupees. */
  amount: z.number(),
  currency: z.string(),
  purpose: z.string(),
  payment_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  paid_via: z.string().nullable(),
  created_at: z.string(),
  /** The registrant whose registration the payment paid, once one did. */
  registrant: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

/** GET /admin/payments: orders made since a day (India time; default 30 days ago), newest first, at most `limit`. */
export const AdminPaymentsQuery = z
  .object({
    since: z.optional(calendarDate()),
    limit: z.optional(positiveCount('limit', ADMIN_PAYMENTS_MAX)),
  })
  .strict();
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuery>;

export const AdminPaymentsAnswer = z.object({ data: z.array(AdminPayment), since: z.string() });
export type AdminPaymentsAnswer = z.infer<typeof AdminPaymentsAnswer>;

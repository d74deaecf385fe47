import { PAISE_PER_RUPEE } from '@tender/shared/constants';
import type { AdminPaymentsAnswer, AdminPaymentsQuery } from '@tender/shared/schemas/payments-admin';
import { listOrdersSince, type PaymentOrder } from '../../data/payments-repository';
import { getUser } from '../../data/users-repository';

// Registration fee orders and their payments, newest first. An order holds ids, amounts
// and states only: the provider's checkout takes the card, and nothing about it is ever stored.

const DEFAULT_DAYS = 30;
const DEFAULT_LIMIT = 50;

/** The first instant of an India calendar day, as a UTC ISO string. */
const istDayStart = (day: string) => new Date(`${day}T00:00:00.000+05:30`).toISOString();

export async function listAdminPayments(query: AdminPaymentsQuery, now: Date): Promise<AdminPaymentsAnswer> {
  const since = query.since
    ? istDayStart(query.since)
    : new Date(now.getTime() - DEFAULT_DAYS * 86_400_000).toISOString();
  const orders = await listOrdersSince(since, query.limit ?? DEFAULT_LIMIT);
  const ids = [...new Set(orders.flatMap((order) => (typeof order.used_by === 'number' ? [order.used_by] : [])))];
  const users = new Map(await Promise.all(ids.map(async (id) => [id, (await getUser(id))?.name] as const)));
  return {
    since,
    data: orders.map((order: PaymentOrder) => ({
      order_id: order.order_id,
      status: order.status,
      amount: order.amount / PAISE_PER_RUPEE,
      currency: order.currency,
      purpose: order.purpose,
      payment_id: order.payment_id ?? null,
      paid_at: order.paid_at ?? null,
      paid_via: order.paid_via ?? null,
      created_at: order.created_at,
      registrant:
        typeof order.used_by === 'number'
          ? { id: order.used_by, name: users.get(order.used_by) ?? 'Deleted account' }
          : null,
      ...(order.invoice_id ? { invoice_id: order.invoice_id } : {}),
    })),
  };
}

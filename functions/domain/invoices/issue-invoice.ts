import { getInvoice, InvoiceOrderRefusedError, writeInvoice, type InvoiceRecord } from '../../data/invoices-repository';
import { getOrder, type PaymentOrder } from '../../data/payments-repository';
import { getAccountProfile } from '../../data/profiles-repository';
import { getStoredSettings, toStoredSettings } from '../../data/settings-repository';
import { getUser } from '../../data/users-repository';
import { logger } from '../../platform/logger';
import { invoiceDraft } from './invoice-content';
import { invoiceNumbering } from './invoice-number';

// Decision: the tax invoice is issued right after the registration's
// transaction, not inside it (a retried or refused registration must not draw a serial), by
// `issueRegistrationInvoice`, which is idempotent: the payment's order carries its invoice's id,
// set in the invoice's own transaction on the condition that it has none. If the function stops
// between the two transactions, the registrant's next read of its invoice list (GET /invoices,
// the profile's Invoices) issues it: list-invoices.ts calls this again for a spent payment without
// an invoice. No sweep job: a paid registrant has its invoice the first time it looks.

const invoiceOf = async (order: PaymentOrder) => (order.invoice_id ? getInvoice(order.invoice_id) : undefined);

/** The account's spent registration payment, when it has one to invoice (a fee above zero). */
async function spentPayment(accountId: number) {
  const loaded = await getAccountProfile(accountId);
  const payment = loaded?.profile.payment;
  if (!loaded || !payment) return undefined;
  const order = await getOrder(payment.order_id);
  if (!order || order.status !== 'used' || order.used_by !== accountId || order.amount <= 0) return undefined;
  return { loaded, order, payment };
}

/**
 * The tax invoice of the account's registration fee: the one already issued, or a new one with the
 * next serial of the financial year; null when the account paid no fee.
 */
export async function issueRegistrationInvoice(accountId: number, now: Date): Promise<InvoiceRecord | null> {
  const spent = await spentPayment(accountId);
  if (!spent) return null;
  const existing = await invoiceOf(spent.order);
  if (existing) return existing;
  const [stored, user] = await Promise.all([getStoredSettings(), getUser(accountId)]);
  const draft = invoiceDraft({
    settings: stored ?? toStoredSettings({}),
    profile: spent.loaded,
    accountName: user?.name ?? '',
    payment: { order_id: spent.order.order_id, payment_id: spent.payment.payment_id, amount_paise: spent.order.amount },
    now,
  });
  try {
    return await writeInvoice(draft, invoiceNumbering);
  } catch (error) {
    if (!(error instanceof InvoiceOrderRefusedError)) throw error;
    // Issued meanwhile by another request (the list read racing the registration): that one.
    const order = await getOrder(spent.order.order_id);
    return (order && (await invoiceOf(order))) ?? null;
  }
}

/**
 * As issueRegistrationInvoice, for the registration's own request: the registration stands without
 * its invoice (the next read of the list issues it), so a failure is logged, not thrown.
 */
export async function tryIssueRegistrationInvoice(accountId: number, now: Date): Promise<InvoiceRecord | null> {
  try {
    return await issueRegistrationInvoice(accountId, now);
  } catch (error) {
    logger.warn('invoice not issued', { accountId, error: error instanceof Error ? error.name : 'unknown' });
    return null;
  }
}

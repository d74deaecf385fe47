import type { InvoiceListAnswer, InvoiceSummary } from '@tender/shared/schemas/invoices';
import { listInvoicesOfAccount, type InvoiceRecord } from '../../data/invoices-repository';
import { getAccountProfile } from '../../data/profiles-repository';
import type { Caller } from '../market/caller';
import { issueRegistrationInvoice } from './issue-invoice';

const summaryOf = (invoice: InvoiceRecord): InvoiceSummary => ({
  invoice_id: invoice.invoice_id,
  number: invoice.number,
  issued_at: invoice.issued_at,
  order_id: invoice.order_id,
  taxable_paise: invoice.taxable_paise,
  tax_paise: invoice.cgst_paise + invoice.sgst_paise + invoice.igst_paise,
  total_paise: invoice.total_paise,
});

/**
 * The caller's tax invoices. A registration fee paid but not invoiced (the registration's request
 * stopped between its transaction and the invoice's, or the index has not caught up) is issued or
 * found here: issueRegistrationInvoice is idempotent.
 */
export async function listOwnInvoices(caller: Caller, now: Date): Promise<InvoiceListAnswer> {
  const [listed, loaded] = await Promise.all([listInvoicesOfAccount(caller.userId), getAccountProfile(caller.userId)]);
  const payment = loaded?.profile.payment;
  if (payment && !listed.some((invoice) => invoice.order_id === payment.order_id)) {
    const invoice = await issueRegistrationInvoice(caller.userId, now);
    if (invoice) listed.push(invoice);
  }
  listed.sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.invoice_id.localeCompare(b.invoice_id));
  return { data: listed.map(summaryOf) };
}

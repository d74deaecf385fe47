import { getInvoice } from '../../data/invoices-repository';
import { NotFoundError } from '../../platform/errors';
import { putObject } from '../../platform/storage';
import type { Caller } from '../market/caller';
import { invoiceFileName, invoicePdf } from './invoice-pdf';

/**
 * One invoice's PDF, written to the bucket for a short-lived link: the registrant's own or, for an
 * Admin, any. Anyone else is told what an unknown id is told (404), so ids cannot be probed. The
 * PDF is made again from the stored invoice each time: the same invoice, the same bytes. Kept
 * apart from the account's files (`invoices/`), as the law keeps invoices after an erasure.
 */
export async function invoicePdfFile(invoiceId: string, caller: Caller): Promise<{ key: string; fileName: string }> {
  const invoice = await getInvoice(invoiceId);
  if (!invoice || (invoice.account_id !== caller.userId && caller.role !== 'Admin')) throw new NotFoundError();
  const key = `invoices/${invoice.account_id}/${invoice.invoice_id}.pdf`;
  await putObject(key, invoicePdf(invoice), 'application/pdf');
  return { key, fileName: invoiceFileName(invoice) };
}

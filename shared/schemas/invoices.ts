// GST tax invoices of the registration fee: the registrant's list and the PDF's
// address. zod/mini (./mini.ts).
import * as z from './mini';

/** `26-27-000001`: the financial year and the serial of the invoice numbered `PPC/26-27/000001`. */
export const INVOICE_ID_PATTERN = /^\d{2}-\d{2}-\d{6}$/;
const INVOICE_ID_MESSAGE = 'The invoice id must look like 26-27-000001.';

export const InvoiceIdParams = z.strictObject({
  id: z.string({ error: INVOICE_ID_MESSAGE }).check(z.regex(INVOICE_ID_PATTERN, INVOICE_ID_MESSAGE)),
});
export type InvoiceIdParams = z.infer<typeof InvoiceIdParams>;

/** One invoice in a list: amounts in whole paise (taxable + taxes = total = the amount charged). */
export const InvoiceSummary = z.object({
  invoice_id: z.string(),
  number: z.string(),
  issued_at: z.string(),
  order_id: z.string(),
  taxable_paise: z.number(),
  tax_paise: z.number(),
  total_paise: z.number(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** GET /invoices: the caller's own tax invoices, oldest first. */
export const InvoiceListAnswer = z.object({ data: z.array(InvoiceSummary) });
export type InvoiceListAnswer = z.infer<typeof InvoiceListAnswer>;

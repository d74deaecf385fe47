import { InvoiceIdParams, InvoiceListAnswer } from '@tender/shared/schemas/invoices';
import { defineRoute } from './route-contract';

// GST tax invoices of the registration fee: the registrant's list and each
// invoice's PDF. Whose invoice it is, is the domain's rule (functions/domain/invoices): the
// registrant's own, or any for an Admin; anyone else's answers 404, as an unknown id does.

const tag = 'Invoices';

export const listInvoices = defineRoute({
  method: 'GET',
  path: '/invoices',
  handler: 'invoices/list-invoices',
  auth: 'user',
  tag,
  summary:
    'The caller’s GST tax invoices, oldest first; a paid registration fee whose invoice is not issued yet is issued by this read',
  answers: { 200: InvoiceListAnswer },
  // Issuing a missing invoice writes the year's counter, the invoice and its order.
  access: { table: 'write', writes: ['INVOICE', 'ORDER', 'SEQ'] },
});

export const downloadInvoicePdf = defineRoute({
  method: 'GET',
  path: '/invoices/{id}/pdf',
  handler: 'invoices/download-invoice-pdf',
  auth: 'user',
  tag,
  summary: 'Redirects to a short-lived link of one tax invoice as a PDF: its registrant’s or, for an Admin, any',
  params: InvoiceIdParams,
  answers: { 302: null },
  redirectsToFile: ['application/pdf'],
  errors: [404],
  // Writes the PDF it links to into the bucket (made again from the stored invoice: the same bytes).
  access: { table: 'read', bucket: 'write' },
});

export const invoiceRoutes = [listInvoices, downloadInvoicePdf] as const;

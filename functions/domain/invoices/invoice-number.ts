import type { InvoiceNumbering } from '../../data/invoices-repository';

/** The consultancy's prefix, as on its tender ids (PPC/<year>/<serial>). */
export const INVOICE_NUMBER_PREFIX = 'PPC';
const SERIAL_DIGITS = 6;

/**
 * Serial 1 of 2026-27: number `PPC/26-27/000001`, id `26-27-000001` (the number's URL-safe form).
 * GST rule 46(b) allows at most 16 characters (letters, digits, '-' and '/'): this is 16, so the
 * year is written short. A million invoices a year is far beyond the fees this portal takes.
 */
export const invoiceNumbering: InvoiceNumbering = (financialYear, serial) => {
  const year = financialYear.slice(2);
  const padded = String(serial).padStart(SERIAL_DIGITS, '0');
  return { invoice_id: `${year}-${padded}`, number: `${INVOICE_NUMBER_PREFIX}/${year}/${padded}` };
};

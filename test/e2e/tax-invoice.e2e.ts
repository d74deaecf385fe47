/// <reference lib="dom" />
// Chromium against the local stack: a contractor registered the way people
// register (the fee paid in the sandbox's checkout) finds its GST tax invoice on its profile and
// downloads the PDF; the Admin downloads the same invoice from the payment's row on /admin/payments.
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceMessages } from '@tender/shared/invoice-messages';
import { getInvoice, type InvoiceRecord } from '../../functions/data/invoices-repository';
import { getOrder } from '../../functions/data/payments-repository';
import { openPage, useBrowser } from '../support/browser';
import { registerContractor, type RegisteredAccount } from '../support/registered-account';
import { stackUrl } from '../support/stack-url';
import { ADMIN, logIn as logInAs } from './admin-support';
import { downloadedBytes } from './bids-support';
import { logIn } from './profile-support';

const browser = useBrowser();

let contractor: RegisteredAccount;
let invoice: InvoiceRecord;

const pdfText = (bytes: Buffer) => bytes.toString('latin1');
const rupees = (paise: number) =>
  `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`;

beforeAll(async () => {
  contractor = await registerContractor('e2e-invoice');
  const orderId = String(contractor.body.order_id ?? '');
  const order = orderId ? await getOrder(orderId) : undefined;
  const found = order?.invoice_id ? await getInvoice(order.invoice_id) : undefined;
  if (!found) throw new Error('the registration was not charged a fee: no invoice to download');
  invoice = found;
}, 120_000);

describe('the tax invoice in the browser', () => {
  it('the registrant downloads it from its profile', { timeout: 120_000 }, async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logIn(page, contractor.email);
    await page.goto(stackUrl('/profile'));
    const section = page.getByRole('region', { name: invoiceMessages.listTitle });
    await section.getByRole('cell', { name: invoice.number, exact: true }).waitFor({ timeout: 20_000 });
    await section.getByRole('cell', { name: rupees(invoice.total_paise).replace('Rs. ', '₹') }).waitFor();

    const bytes = await downloadedBytes(page, () =>
      section.getByRole('button', { name: `${invoiceMessages.download} ${invoice.number}` }).click(),
    );
    const text = pdfText(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(Tax Invoice) Tj');
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(`Total: ${rupees(invoice.total_paise)}`);
    expect(consoleErrors).toEqual([]);
  });

  it('the Admin downloads it from the payment’s row', { timeout: 120_000 }, async () => {
    const { page, consoleErrors } = await openPage(browser(), '/login');
    await logInAs(page, ADMIN);
    await page.goto(stackUrl('/admin/payments'));
    const button = page.getByRole('button', { name: `${invoiceMessages.adminLink} of order ${invoice.order_id}` });
    await button.waitFor({ timeout: 20_000 });
    const text = pdfText(await downloadedBytes(page, () => button.click()));
    expect(text).toContain(`Invoice number: ${invoice.number}`);
    expect(text).toContain(`GSTIN: ${invoice.recipient.gstin}`);
    expect(consoleErrors).toEqual([]);
  });
});

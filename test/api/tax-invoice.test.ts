import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '@tender/shared/identity-rules';
import { invoiceMessages } from '@tender/shared/invoice-messages';
import type { InvoiceListAnswer } from '@tender/shared/schemas/invoices';
import type { AdminPaymentsAnswer } from '@tender/shared/schemas/payments-admin';
import { getInvoice, lastInvoiceSerial, type InvoiceRecord } from '../../functions/data/invoices-repository';
import { getOrder } from '../../functions/data/payments-repository';
import { issueRegistrationInvoice } from '../../functions/domain/invoices/issue-invoice';
import { createAccount, latestMail, loginToken } from '../support/accounts';
import { call } from '../support/api-call';
import { paidOrder } from '../support/payments';
import { activateAccount } from '../support/registered-account';
import { samplePan, uniqueContact, vendorStepOne } from '../support/registration-samples';
import { STEP_ONE_FILE_FIELDS, uploadRegistrationFiles } from '../support/uploads';
import { tokenOf } from './admin-support';
import { paidRegistrationWithoutInvoice } from './tax-invoice-support';

// Every paid registration fee gets one GST tax invoice: mailed with the
// registration mail, listed on the registrant's profile (GET /invoices), downloadable as a PDF by
// its registrant and an Admin only, numbered per financial year with no gap, even when many pay at once.

type Registered = { data: { id: number; email: string } };
type MailWithFiles = { attachments?: { filename: string; contentType: string; content: string }[] };

const REGISTRATION_SUBJECT = 'Your registration: password and verification';
/** A well-formed GSTIN of the sample PAN registered in `stateCode`. */
const gstinIn = (stateCode: string) => {
  const first14 = `${stateCode}${samplePan}1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};
const pdfText = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('latin1');
const rupees = (paise: number) =>
  `Rs. ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`;

/** A quick vendor body with its fee paid in the sandbox (files uploaded), ready to send. */
async function paidQuickBody(gstin: string) {
  const [files, payment] = await Promise.all([uploadRegistrationFiles(STEP_ONE_FILE_FIELDS), paidOrder()]);
  const contact = uniqueContact('invoice');
  const step = vendorStepOne(files, contact);
  return {
    order_id: payment.order_id,
    body: {
      ...step,
      document_2: { ...step.document_2, value: gstin },
      is_quick_register: true,
      payment_id: payment.payment_id,
      order_id: payment.order_id,
      request_id: randomUUID(),
    },
  };
}

async function registerPaid(gstin: string) {
  const { body, order_id } = await paidQuickBody(gstin);
  const { status, body: answer } = await call<Registered>('POST', '/contractors/register', { body });
  expect(status).toBe(201);
  return { id: answer.data.id, email: answer.data.email, order_id };
}

async function invoiceOfOrder(orderId: string): Promise<InvoiceRecord> {
  const order = await getOrder(orderId);
  const invoice = order?.invoice_id ? await getInvoice(order.invoice_id) : undefined;
  if (!invoice) throw new Error(`no invoice for ${orderId}`);
  return invoice;
}

/** The PDF behind GET /invoices/{id}/pdf's short-lived link. */
async function downloadPdf(invoiceId: string, token: string) {
  const answer = await call('GET', `/invoices/${invoiceId}/pdf`, { token });
  if (answer.status !== 302) return { status: answer.status, text: '' };
  const file = await fetch(answer.headers.get('location')!);
  expect(file.status).toBe(200);
  return { status: 302, text: pdfText(Buffer.from(await file.arrayBuffer())) };
}

describe('the tax invoice of a paid vendor registration', () => {
  let registrant: { id: number; email: string; order_id: string; token: string };
  let invoice: InvoiceRecord;

  beforeAll(async () => {
    const registered = await registerPaid(gstinIn('27'));
    invoice = await invoiceOfOrder(registered.order_id);
    const { token } = await activateAccount(registered.id, registered.email);
    registrant = { ...registered, token };
  }, 60_000);

  it('is intra-state for a Maharashtra (27) GSTIN: CGST 9 % + SGST 9 %, adding up to the charge', async () => {
    const order = await getOrder(registrant.order_id);
    expect(invoice).toMatchObject({ account_id: registrant.id, order_id: registrant.order_id, igst_paise: 0 });
    expect(invoice.place_of_supply).toEqual({ state_code: '27', state_name: 'Maharashtra' });
    expect(invoice.total_paise).toBe(order?.amount);
    expect(invoice.cgst_paise + invoice.sgst_paise).toBe(Math.round((invoice.taxable_paise * 18) / 100));
    expect(invoice.taxable_paise + invoice.cgst_paise + invoice.sgst_paise).toBe(invoice.total_paise);
    expect(invoice.number).toMatch(/^PPC\/\d{2}-\d{2}\/\d{6}$/);
  });

  it('is attached to the registration mail as a PDF with its figures', async () => {
    const mail = (await latestMail(registrant.email, REGISTRATION_SUBJECT)) as Awaited<ReturnType<typeof latestMail>> &
      MailWithFiles;
    const pdf = mail.attachments?.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`tax-invoice-${invoice.number.replace(/\//g, '-')}.pdf`);
    const text = pdfText(Buffer.from(pdf!.content, 'base64'));
    for (const line of [
      '(Tax Invoice) Tj',
      `Invoice number: ${invoice.number}`,
      'GSTIN: 27AAHCP4821K1Z6',
      `GSTIN: ${gstinIn('27')}`,
      'Place of supply: Maharashtra \\(27\\)',
      `Taxable value: ${rupees(invoice.taxable_paise)}`,
      `CGST @ 9 %: ${rupees(invoice.cgst_paise)}`,
      `SGST @ 9 %: ${rupees(invoice.sgst_paise)}`,
      `Total: ${rupees(invoice.total_paise)}`,
      invoice.total_in_words,
    ]) {
      expect(text).toContain(line);
    }
  });

  it('is listed on the registrant’s profile and downloads with the same figures', async () => {
    const list = await call<InvoiceListAnswer>('GET', '/invoices', { token: registrant.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        invoice_id: invoice.invoice_id,
        number: invoice.number,
        issued_at: invoice.issued_at,
        order_id: registrant.order_id,
        taxable_paise: invoice.taxable_paise,
        tax_paise: invoice.cgst_paise + invoice.sgst_paise,
        total_paise: invoice.total_paise,
      },
    ]);
    const pdf = await downloadPdf(invoice.invoice_id, registrant.token);
    expect(pdf.text).toContain(`Invoice number: ${invoice.number}`);
    expect(pdf.text).toContain(`Total: ${rupees(invoice.total_paise)}`);
  });

  it('is nobody else’s: another account gets 404, as for an unknown id; an Admin downloads it', async () => {
    const other = await loginToken(await createAccount({ role: 'Contractor' }));
    expect((await downloadPdf(invoice.invoice_id, other)).status).toBe(404);
    expect((await downloadPdf('99-00-999999', registrant.token)).status).toBe(404);
    expect((await call<InvoiceListAnswer>('GET', '/invoices', { token: other })).body.data).toEqual([]);

    const admin = await tokenOf('Admin');
    const pdf = await downloadPdf(invoice.invoice_id, admin);
    expect(pdf.text).toContain(`Invoice number: ${invoice.number}`);
    const payments = await call<AdminPaymentsAnswer>('GET', '/admin/payments?limit=100', { token: admin });
    expect(payments.body.data.find((row) => row.order_id === registrant.order_id)).toMatchObject({
      invoice_id: invoice.invoice_id,
    });
  });

  it('is issued once per payment: issuing again answers the same invoice and draws no serial', async () => {
    const before = await lastInvoiceSerial(invoice.financial_year);
    const again = await issueRegistrationInvoice(registrant.id, new Date());
    expect(again).toEqual(invoice);
    expect(await lastInvoiceSerial(invoice.financial_year)).toBeGreaterThanOrEqual(before);
    const list = await call<InvoiceListAnswer>('GET', '/invoices', { token: registrant.token });
    expect(list.body.data).toHaveLength(1);
  });
});

describe('the tax invoice of an inter-state registrant', () => {
  it('charges IGST 18 % for a Karnataka (29) GSTIN', async () => {
    const registered = await registerPaid(gstinIn('29'));
    const invoice = await invoiceOfOrder(registered.order_id);
    expect(invoice.place_of_supply).toEqual({ state_code: '29', state_name: 'Karnataka' });
    expect(invoice).toMatchObject({ cgst_paise: 0, sgst_paise: 0 });
    expect(invoice.taxable_paise + invoice.igst_paise).toBe(invoice.total_paise);
    const mail = (await latestMail(registered.email, REGISTRATION_SUBJECT)) as MailWithFiles;
    const text = pdfText(Buffer.from(mail.attachments![0]!.content, 'base64'));
    expect(text).toContain(`IGST @ 18 %: ${rupees(invoice.igst_paise)}`);
    expect(text).toContain('Place of supply: Karnataka \\(29\\)');
    expect(text).not.toContain('CGST');
  }, 60_000);
});

describe('the tax invoice of a Subscriber who registers its own account', () => {
  it('is mailed on its own (no registration mail), with the PDF attached', async () => {
    const subscriber = await createAccount({ role: 'Subscriber', mobile: null });
    const token = await loginToken(subscriber);
    const { body, order_id } = await paidQuickBody(gstinIn('27'));
    const registered = await call<Registered>('POST', '/contractors/register', {
      token,
      body: { ...body, email: subscriber.email, mobile_no: uniqueContact('invoice-sub').mobile_no },
    });
    expect(registered.status).toBe(201);
    const invoice = await invoiceOfOrder(order_id);
    expect(invoice.account_id).toBe(subscriber.id);
    const mail = (await latestMail(subscriber.email, invoiceMessages.mailSubject)) as Awaited<
      ReturnType<typeof latestMail>
    > &
      MailWithFiles;
    expect(mail.body.text).toContain(invoice.number);
    const text = pdfText(Buffer.from(mail.attachments![0]!.content, 'base64'));
    expect(text).toContain(`Invoice number: ${invoice.number}`);
  }, 60_000);
});

describe('invoice serials under 20 concurrent payments', () => {
  // The registrations themselves are written first (20 whole registrations at once, with their
  // uploads and password hashing, time the local stack out on a shared 2-core machine): each stops
  // as a crash right after its transaction would leave it, so the 20 invoices are issued at once by
  // the registrants' next reads of their lists, through the API, all racing for the year's counter.
  it('issues each its invoice on the next read, 20 distinct serials, and the year has no gap', async () => {
    const registrants: Awaited<ReturnType<typeof paidRegistrationWithoutInvoice>>[] = [];
    for (let start = 0; start < 20; start += 5) {
      registrants.push(
        ...(await Promise.all(Array.from({ length: 5 }, () => paidRegistrationWithoutInvoice(gstinIn('27'))))),
      );
    }
    for (const registrant of registrants) expect((await getOrder(registrant.order_id))?.invoice_id).toBeUndefined();

    const lists = await Promise.all(
      registrants.map(({ token }) => call<InvoiceListAnswer>('GET', '/invoices', { token })),
    );
    expect(lists.map((list) => list.status)).toEqual(Array(20).fill(200));
    expect(lists.map((list) => list.body.data.length)).toEqual(Array(20).fill(1));

    const invoices = await Promise.all(registrants.map(({ order_id }) => invoiceOfOrder(order_id)));
    invoices.forEach((invoice, index) => {
      expect(lists[index]!.body.data[0]!.invoice_id).toBe(invoice.invoice_id);
      expect(invoice).toMatchObject({ account_id: registrants[index]!.id, total_paise: 590_000, cgst_paise: 45_000 });
    });
    const year = invoices[0]!.financial_year;
    expect(new Set(invoices.map((invoice) => invoice.serial)).size).toBe(20);

    // Other test files issue invoices meanwhile: every serial of the year, 1 to the counter, is
    // exactly one invoice of one order (no gap, no duplicate), and these 20 are among them.
    const last = await lastInvoiceSerial(year);
    const all = await Promise.all(
      Array.from({ length: last }, (_, index) => getInvoice(`${year.slice(2)}-${String(index + 1).padStart(6, '0')}`)),
    );
    expect(all.filter((found) => found === undefined)).toEqual([]);
    expect(new Set(all.map((found) => found!.order_id)).size).toBe(last);
    expect(Math.max(...invoices.map((invoice) => invoice.serial))).toBeLessThanOrEqual(last);
  }, 180_000);
});

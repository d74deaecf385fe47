import { formatIstDate } from '@tender/shared/format';
import { invoiceMessages } from '@tender/shared/invoice-messages';
import { formatPaise } from '@tender/shared/money';
import type { InvoiceParty, InvoiceRecord } from '../../data/invoices-repository';
import { plainPdf, type PdfLine } from '../documents/plain-pdf';
import { FULL_RATE_TEXT, HALF_RATE_TEXT } from './invoice-amounts';

// The tax invoice as a PDF (GST rule 46's particulars), made from the stored invoice alone, so the
// same invoice always gives the same bytes, whenever and by whomever it is downloaded.

const money = (paise: number) => formatPaise(BigInt(paise));
const stateText = (name: string | null, code: string | null) => (code ? `${name ?? code} (${code})` : 'not known');

function partyLines(heading: string, party: InvoiceParty): PdfLine[] {
  return [
    { text: heading, font: 'bold', gapBefore: 10 },
    { text: party.name },
    ...(party.address ? [{ text: party.address }] : []),
    { text: `GSTIN: ${party.gstin ?? 'Unregistered (B2C)'}` },
    { text: `State: ${stateText(party.state_name, party.state_code)}` },
  ];
}

function amountLines(invoice: InvoiceRecord): PdfLine[] {
  const taxes: PdfLine[] =
    invoice.igst_paise > 0 || (invoice.cgst_paise === 0 && invoice.sgst_paise === 0)
      ? [{ text: `IGST @ ${FULL_RATE_TEXT}: ${money(invoice.igst_paise)}` }]
      : [
          { text: `CGST @ ${HALF_RATE_TEXT}: ${money(invoice.cgst_paise)}` },
          { text: `SGST @ ${HALF_RATE_TEXT}: ${money(invoice.sgst_paise)}` },
        ];
  return [
    { text: 'Particulars', font: 'bold', gapBefore: 12 },
    { text: `${invoice.description} (SAC ${invoice.sac_code}), quantity 1` },
    { text: `Taxable value: ${money(invoice.taxable_paise)}`, gapBefore: 6 },
    ...taxes,
    { text: `Total: ${money(invoice.total_paise)}`, font: 'bold' },
    { text: `Total in words: ${invoice.total_in_words}` },
  ];
}

/** The invoice's PDF bytes, titled "Tax Invoice". */
export function invoicePdf(invoice: InvoiceRecord): Uint8Array {
  const lines: PdfLine[] = [
    { text: invoiceMessages.title, size: 18, font: 'bold' },
    { text: `Invoice number: ${invoice.number}`, gapBefore: 6 },
    { text: `Invoice date: ${formatIstDate(invoice.issued_at)}` },
    ...partyLines('Supplier', invoice.issuer),
    ...partyLines('Recipient', invoice.recipient),
    {
      text: `Place of supply: ${stateText(invoice.place_of_supply.state_name, invoice.place_of_supply.state_code)}`,
      gapBefore: 10,
    },
    { text: 'Tax payable on reverse charge: No' },
    ...amountLines(invoice),
    { text: `Paid online: payment ${invoice.payment_id}, order ${invoice.order_id}`, gapBefore: 12 },
    { text: 'This is a computer-generated invoice.', size: 8, gapBefore: 12 },
  ];
  return plainPdf(`${invoiceMessages.title} ${invoice.number}`, lines);
}

/** The PDF's file name: `tax-invoice-PPC-26-27-000001.pdf`. */
export const invoiceFileName = (invoice: InvoiceRecord) => `tax-invoice-${invoice.number.replace(/\//g, '-')}.pdf`;

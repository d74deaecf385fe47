// The receipt as files the bidder keeps: JSON (exactly the fields /receipts/verify takes, so the file
// can be checked there) and a one-page PDF. pdf-lib (~200 kB) is loaded only when a PDF is asked for.
import type { BidReceipt } from '@tender/shared/schemas/bid-submission';
import type { ReceiptBody } from '@tender/shared/schemas/bids';

/** The receipt's signed fields, in the verify page's shape. */
export const receiptBodyOf = (receipt: BidReceipt): ReceiptBody => ({
  bid_reference: receipt.bid_reference,
  tender_id: receipt.tender_id,
  submitted_at: receipt.submitted_at,
  digest: receipt.digest,
  signature: receipt.signature,
});

export const receiptJson = (receipt: BidReceipt) => `${JSON.stringify(receiptBodyOf(receipt), null, 2)}\n`;

export const receiptFileName = (receipt: BidReceipt, extension: 'json' | 'pdf') =>
  `${receipt.bid_reference}-receipt.${extension}`;

export type ReceiptPdfDetails = { receipt: BidReceipt; projectName: string; tenderUid: string; verifyUrl: string };

/** Lines of the PDF: label and value; long values are wrapped by the caller. */
export function receiptPdfLines({ receipt, projectName, tenderUid, verifyUrl }: ReceiptPdfDetails): [string, string][] {
  return [
    ['Tender', `${tenderUid}: ${projectName}`],
    ['Bid reference', receipt.bid_reference],
    ['Tender id', String(receipt.tender_id)],
    ['Submitted at (server time, UTC)', receipt.submitted_at],
    ['Digest (SHA-256)', receipt.digest],
    ['Signature', receipt.signature],
    ['Check this receipt at', verifyUrl],
  ];
}

/** Splits a value into lines of at most `width` characters (digests and signatures have no spaces). */
export function wrapText(value: string, width: number): string[] {
  const lines: string[] = [];
  for (let start = 0; start < value.length; start += width) lines.push(value.slice(start, start + width));
  return lines.length ? lines : [''];
}

// pdf-lib's standard fonts only encode WinAnsi: anything else is replaced so the PDF always builds.
const winAnsiSafe = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

export async function receiptPdf(details: ReceiptPdfDetails): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Bid receipt ${details.receipt.bid_reference}`);
  const page = pdf.addPage([595, 842]); // A4 in points
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  let y = 790;
  page.drawText('Bid receipt', { x: 50, y, size: 20, font: bold, color: rgb(0.05, 0.15, 0.35) });
  y -= 30;
  for (const [label, value] of receiptPdfLines(details)) {
    page.drawText(label, { x: 50, y, size: 10, font: bold });
    y -= 15;
    const font = label === 'Digest (SHA-256)' || label === 'Signature' ? mono : regular;
    for (const line of wrapText(winAnsiSafe(value), 80)) {
      page.drawText(line, { x: 50, y, size: 10, font });
      y -= 14;
    }
    y -= 8;
  }
  page.drawText('Your bid is sealed until the opening; this receipt proves what you submitted and when.', {
    x: 50,
    y: y - 10,
    size: 9,
    font: regular,
  });
  return pdf.save();
}

import type { BidReceipt } from '@tender/shared/schemas/bid-submission';
import { describe, expect, it } from 'vitest';
import { receiptJson, receiptPdf, receiptPdfLines, wrapText } from './receipt-files';
import { parseReceiptFile, toReceiptBody } from './receipt-schema';

const receipt: BidReceipt = {
  bid_reference: 'BID-12-000034',
  tender_id: 12,
  submitted_at: '2026-11-25T10:15:30.123Z',
  digest: 'a1'.repeat(32),
  signature: 'MEUCIQ'.repeat(12),
};

describe('the receipt files', () => {
  it('downloads a JSON the verify page reads back to the same signed fields', () => {
    const values = parseReceiptFile(receiptJson(receipt));
    expect(values).not.toBeNull();
    expect(toReceiptBody(values!)).toEqual(receipt);
  });

  it('refuses a file that is not a receipt', () => {
    expect(parseReceiptFile('not json')).toBeNull();
    expect(parseReceiptFile('[1,2]')).toBeNull();
    expect(parseReceiptFile(JSON.stringify({ ...receipt, digest: undefined }))).toBeNull();
  });

  it('prints every signed field in the PDF, long values wrapped', async () => {
    const lines = receiptPdfLines({
      receipt,
      projectName: 'Road',
      tenderUid: 'T/1',
      verifyUrl: 'https://x/receipts/verify',
    });
    expect(lines.map(([label]) => label)).toContain('Digest (SHA-256)');
    expect(wrapText('a'.repeat(170), 80).map((line) => line.length)).toEqual([80, 80, 10]);
    const bytes = await receiptPdf({ receipt, projectName: 'Road ₹', tenderUid: 'T/1', verifyUrl: 'https://x' });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});

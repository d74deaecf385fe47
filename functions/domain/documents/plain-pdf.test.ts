import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { plainPdf } from './plain-pdf';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('the plain PDF writer', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = text(plainPdf('Statement (1)', [{ text: 'Total ₹1,00,000.00 (L1)', font: 'bold' }, { text: 'x' }]));
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(pdf.match(/startxref\n(\d+)/)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(Total Rs. 1,00,000.00 \\(L1\\)) Tj');
    expect(pdf).toContain('/Title (Statement \\(1\\))');
  });

  it('runs onto more pages and wraps long lines', () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({ text: `Line ${index} ${'word '.repeat(40)}` }));
    const pdf = text(plainPdf('Long', lines));
    const count = Number(pdf.match(/\/Count (\d+)/)![1]);
    expect(count).toBeGreaterThan(3);
    expect(pdf.match(/\/Type \/Page /g)).toHaveLength(count);
  });

  it('is read by a PDF library without repair', async () => {
    const document = await PDFDocument.load(plainPdf('Award', [{ text: 'Letter of award', font: 'bold' }]), {
      throwOnInvalidObject: true,
    });
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Award');
  });
});

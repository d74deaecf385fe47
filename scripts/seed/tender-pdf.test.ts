import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { SITE } from '@tender/shared/constants';
import { buildSeedTenders } from './tender-fixtures';
import { pdfSafe, renderTenderPdf } from './tender-pdf';

const tenders = buildSeedTenders(new Date('2026-05-10T12:00:00Z'));
const header = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes.subarray(0, 5));

describe('renderTenderPdf', () => {
  it('renders a loadable A4 PDF that names the tender', async () => {
    const tender = tenders[0]!;
    const document = tender.documents[0]!;
    const bytes = await renderTenderPdf(tender, document);
    expect(header(bytes)).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(1000);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toContain(tender.tender_uid);
    expect(pdf.getTitle()).toContain(document.document_name);
    expect(pdf.getKeywords()).toContain(tender.tender_reference_number);
    expect(pdf.getAuthor()).toBe(SITE.name);
  });

  it('renders a Bill of Quantities with many items and is byte-for-byte repeatable', async () => {
    const tender = tenders.find((t) => t.documents.some((d) => d.document_name === 'Bill of Quantities'))!;
    const boq = tender.documents.find((d) => d.document_name === 'Bill of Quantities')!;
    const first = await renderTenderPdf(tender, boq);
    expect(await renderTenderPdf(tender, boq)).toEqual(first);

    const items = tender.tender_material_works;
    const long = { ...tender, tender_material_works: Array.from({ length: 8 }, (_, i) => items[i % items.length]!) };
    const pdf = await PDFDocument.load(await renderTenderPdf(long, boq));
    expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
  });

  it('renders every document of every tender in under 3 seconds', async () => {
    const started = performance.now();
    let count = 0;
    for (const tender of tenders) {
      for (const document of tender.documents) {
        const bytes = await renderTenderPdf(tender, document);
        expect(header(bytes)).toBe('%PDF-');
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(tenders.length);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('survives text that WinAnsi cannot encode', async () => {
    expect(pdfSafe('₹5 Cr – 12 Cr “x” ×')).toBe('Rs. 5 Cr - 12 Cr "x" x');
    const tender = {
      ...tenders[1]!,
      project_name:
        'Tower ₹ 12 Cr — Phase 2 ✓ with a Verylongwordthatcannotfitonasinglelineatallbecauseitgoesonandonandonandonandonandonandonandon',
    };
    const bytes = await renderTenderPdf(tender, tender.documents[0]!);
    expect(header(bytes)).toBe('%PDF-');
  });
});

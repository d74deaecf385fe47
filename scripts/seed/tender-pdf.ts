// Renders a small, real A4 tender document (NIT, BOQ, specifications, drawings list) for the demo seed.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { CRORE, SITE } from '@tender/shared/constants';
import { formatIndianNumber } from '@tender/shared/format';
import type { SeedDocument, SeedTender } from './tender-fixtures';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const ACCENT = rgb(0.09, 0.33, 0.55);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Helvetica is WinAnsi: keep to printable ASCII. */
export function pdfSafe(text: string): string {
  return text
    .replace(/₹\s?/g, 'Rs. ')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u00d7/g, 'x')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** '2026-12-05T17:00:00+05:30' -> '05 Dec 2026, 05:00 PM IST' (the string already holds IST wall-clock time). */
function istText(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return iso;
  const hour = Number(m[4]);
  const h12 = String(hour % 12 || 12).padStart(2, '0');
  return `${m[3]} ${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}, ${h12}:${m[5]} ${hour < 12 ? 'AM' : 'PM'} IST`;
}

function rupees(amount: number): string {
  return `Rs. ${formatIndianNumber(amount)}`;
}

function croreRange(remarks: string): string {
  const [low, high] = remarks.split('-').map(Number);
  if (low === undefined || high === undefined || Number.isNaN(low) || Number.isNaN(high)) return remarks;
  return `Rs. ${Number((low / CRORE).toFixed(2))} Cr - Rs. ${Number((high / CRORE).toFixed(2))} Cr`;
}

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of pdfSafe(text).split(/\s+/).filter(Boolean)) {
    let rest = word;
    // Break words that cannot fit on a line by themselves.
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      if (line) lines.push(line);
      lines.push(rest.slice(0, cut));
      line = '';
      rest = rest.slice(cut);
    }
    const candidate = line ? `${line} ${rest}` : rest;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

class Writer {
  page: PDFPage;
  y = 0;
  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly runningHead: string,
  ) {
    this.page = this.newPage(true);
  }

  private newPage(first: boolean): PDFPage {
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
    if (!first) {
      this.page.drawText(pdfSafe(this.runningHead), {
        x: MARGIN,
        y: this.y,
        size: 8,
        font: this.regular,
        color: MUTED,
      });
      this.y -= 18;
    }
    return this.page;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage(false);
  }

  text(
    text: string,
    opts: {
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      x?: number;
      width?: number;
      gap?: number;
    } = {},
  ): void {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.regular;
    const x = opts.x ?? MARGIN;
    for (const line of wrapText(text, font, size, opts.width ?? WIDTH - (x - MARGIN))) {
      this.ensure(size + 2);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: opts.color ?? INK });
      this.y -= size * 1.3;
    }
    this.y -= opts.gap ?? 0;
  }

  rule(gap = 8): void {
    this.ensure(gap * 2);
    this.y -= gap / 2;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH, y: this.y },
      thickness: 0.6,
      color: MUTED,
    });
    this.y -= gap;
  }

  heading(text: string): void {
    this.ensure(40);
    this.y -= 6;
    this.text(text, { size: 11.5, bold: true, color: ACCENT, gap: 3 });
  }

  /** Label/value rows; the value wraps within its column. */
  facts(rows: [string, string][], labelWidth = 150): void {
    for (const [label, value] of rows) {
      const lines = wrapText(value, this.regular, 9.5, WIDTH - labelWidth);
      this.ensure(lines.length * 12.5);
      this.page.drawText(pdfSafe(label), { x: MARGIN, y: this.y - 9.5, size: 9.5, font: this.bold, color: MUTED });
      for (const line of lines) {
        this.page.drawText(line, {
          x: MARGIN + labelWidth,
          y: this.y - 9.5,
          size: 9.5,
          font: this.regular,
          color: INK,
        });
        this.y -= 12.5;
      }
      this.y -= 1.5;
    }
  }

  /** A simple table; columns are [header, width, align]. */
  table(columns: [string, number, 'left' | 'right'][], rows: string[][], size = 9): void {
    const draw = (cells: string[], font: PDFFont): void => {
      const wrapped = cells.map((cell, i) => wrapText(cell, font, size, (columns[i]?.[1] ?? 40) - 6));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * (size * 1.3) + 4;
      this.ensure(height);
      let x = MARGIN;
      wrapped.forEach((lines, i) => {
        const [, width, align] = columns[i] ?? ['', 40, 'left'];
        lines.forEach((line, k) => {
          const lineX = align === 'right' ? x + width - 3 - font.widthOfTextAtSize(line, size) : x + 3;
          this.page.drawText(line, { x: lineX, y: this.y - size - 2 - k * size * 1.3, size, font, color: INK });
        });
        x += width;
      });
      this.y -= height;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + WIDTH, y: this.y },
        thickness: 0.3,
        color: MUTED,
      });
    };
    draw(
      columns.map(([header]) => header),
      this.bold,
    );
    // A row with an empty first cell is a group heading.
    for (const row of rows) draw(row, row[0] === '' ? this.bold : this.regular);
  }
}

function groupedItems(tender: SeedTender): Map<string, SeedTender['tender_material_works']> {
  const groups = new Map<string, SeedTender['tender_material_works']>();
  for (const item of tender.tender_material_works) {
    const list = groups.get(item.material_work_type_name) ?? [];
    list.push(item);
    groups.set(item.material_work_type_name, list);
  }
  return groups;
}

function body(w: Writer, tender: SeedTender, document: SeedDocument): void {
  const kind = document.document_name.toLowerCase();
  if (kind.includes('bill of quantities')) {
    w.heading('Schedule of Quantities');
    const rows: string[][] = [];
    let sr = 0;
    for (const [type, items] of groupedItems(tender)) {
      rows.push(['', type.toUpperCase(), '', '']);
      for (const item of items)
        rows.push([String(++sr), item.item_description, formatIndianNumber(item.quantity), item.unit]);
    }
    w.table(
      [
        ['Sr.', 34, 'left'],
        ['Description of item', WIDTH - 34 - 80 - 50, 'left'],
        ['Quantity', 80, 'right'],
        ['Unit', 50, 'left'],
      ],
      rows,
    );
    w.y -= 8;
    w.text(
      'Bidders shall quote item rates in the online price bid only. Quantities are indicative and payment will be made on measured quantities.',
      { size: 8.5, color: MUTED },
    );
  } else if (kind.includes('specification')) {
    w.heading('Scope and Specifications');
    for (const [type, items] of groupedItems(tender)) {
      w.text(type, { bold: true, size: 10, gap: 2 });
      for (const item of items)
        w.text(`- ${item.item_description}. Work shall conform to the relevant IS codes and approved makes.`, {
          size: 9,
          x: MARGIN + 10,
        });
      w.y -= 4;
    }
  } else if (kind.includes('drawing')) {
    w.heading('List of Tender Drawings');
    const sheets = ['Layout Plan', 'Sections and Details', 'Schedules and Notes'];
    const rows = [...groupedItems(tender).keys()].flatMap((type, t) =>
      sheets.map((sheet, s) => [`${String.fromCharCode(65 + t)}-${101 + s}`, `${type}: ${sheet}`, 'R0', 'A1']),
    );
    w.table(
      [
        ['Drawing No.', 80, 'left'],
        ['Title', WIDTH - 80 - 60 - 50, 'left'],
        ['Rev.', 60, 'left'],
        ['Size', 50, 'left'],
      ],
      rows,
    );
  } else {
    w.heading('Pre-Qualification Criteria');
    w.text(tender.pre_qualification, { size: 9.5, gap: 4 });
    w.heading('Instructions to Bidders');
    for (const line of [
      `Bids shall remain valid for ${tender.bid_validity_days} days from the bid submission end date.`,
      `The tender fee of ${rupees(tender.tender_fee)} and the EMD shall be paid online before the bid submission end date.`,
      tender.allow_two_stage_bidding
        ? 'Two-stage bidding applies: the technical bid is opened first and price bids of qualified bidders only.'
        : 'Single-stage bidding: technical and price bids are submitted and opened together.',
      `Pre-bid meeting: ${istText(tender.pre_bid_meeting_date)} at ${tender.pre_bid_meeting_place_name}.`,
      'The tender inviting authority reserves the right to accept or reject any or all bids without assigning reasons.',
    ]) {
      w.text(`- ${line}`, { size: 9.5, x: MARGIN + 6 });
    }
  }
}

export async function renderTenderPdf(
  tender: SeedTender,
  document: SeedTender['documents'][number],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const stamp = new Date(tender.published_date);
  pdf.setTitle(pdfSafe(`${tender.tender_uid} - ${document.document_name}`));
  pdf.setSubject(pdfSafe(tender.project_name));
  pdf.setAuthor(SITE.name);
  pdf.setKeywords([tender.tender_uid, tender.tender_reference_number]);
  pdf.setCreator(SITE.name);
  pdf.setProducer(`${SITE.name} demo seed`);
  pdf.setCreationDate(stamp);
  pdf.setModificationDate(stamp);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(pdf, regular, bold, `${SITE.name} | ${tender.tender_uid} | ${document.document_name}`);

  w.text(SITE.name, { size: 18, bold: true, color: ACCENT });
  w.text(SITE.address, { size: 8.5, color: MUTED });
  w.text(`${SITE.phone} | ${SITE.email}`, { size: 8.5, color: MUTED });
  w.rule(10);
  w.text(document.document_name, { size: 15, bold: true, gap: 2 });
  w.text(tender.project_name, { size: 11.5, bold: true, gap: 2 });
  w.text(document.description, { size: 9, color: MUTED, gap: 6 });

  const emd =
    tender.emd_fee_type_name === 'Percentage'
      ? `${rupees(tender.emd_amount)} (${tender.emd_percentage}% of estimate)`
      : `${rupees(tender.emd_amount)} (Fixed)`;
  w.facts([
    ['Tender ID', tender.tender_uid],
    ['Reference No.', tender.tender_reference_number],
    ['Organisation', tender.organization_name],
    ['Location', `${tender.location} - ${tender.pin_code}`],
    ['Category / Work type', `${tender.tender_category_name} / ${tender.work_type_name}`],
    ['Tender type / Contract', `${tender.tender_type_name} / ${tender.form_contract_name}`],
    ['Qualifier range', croreRange(tender.remarks)],
    ['Tender fee', `${rupees(tender.tender_fee)} (inclusive of GST)`],
    ['EMD', `${emd}${tender.emd_exemption_allowed ? '; exemption allowed for eligible MSEs' : ''}`],
    ['Period of works', tender.period_of_works],
  ]);

  w.heading('Critical Dates');
  w.facts([
    ['Published', istText(tender.published_date)],
    [
      'Document download / sale',
      `${istText(tender.document_download_sale_start_date)} to ${istText(tender.document_download_sale_end_date)}`,
    ],
    ['Clarification', `${istText(tender.clarification_start_date)} to ${istText(tender.clarification_end_date)}`],
    ['Pre-bid meeting', istText(tender.pre_bid_meeting_date)],
    ['Bid submission', `${istText(tender.bid_submission_start_date)} to ${istText(tender.bid_submission_end_date)}`],
    ['Bid opening', `${istText(tender.bid_opening_date)} at ${tender.pre_bid_opening_place}`],
  ]);

  body(w, tender, document);

  w.heading('Tender Inviting Authority');
  w.text(tender.authorized_name, { size: 9.5, bold: true });
  w.text(`${tender.organization_name}, ${tender.authorized_address}`, { size: 9.5 });

  const pages = pdf.getPages();
  pages.forEach((page, i) => {
    const footer = pdfSafe(
      `${tender.tender_uid}  |  Tender managed by ${SITE.name}  |  Page ${i + 1} of ${pages.length}`,
    );
    page.drawText(footer, { x: MARGIN, y: MARGIN - 20, size: 7.5, font: regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: false });
}

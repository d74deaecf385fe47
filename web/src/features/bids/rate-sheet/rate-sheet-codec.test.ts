import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readRateSheet, writeRateSheet } from './rate-sheet-codec';
import { fillRateSheet, headerRow, libreOfficeSheet, sampleItems, type FixtureCell } from './rate-sheet-fixtures';
import { rateSheetMessages } from './rate-sheet-messages';
import { readXlsx } from './xlsx-read';

const tender = { tender_uid: 'TND-2026-0042', project_name: 'Ring road, phase 2' };
const errorsOf = (result: ReturnType<typeof readRateSheet>) => (result.ok ? [] : result.errors);

/** Item rows of a LibreOffice fixture: id, description, quantity, rate cell (or none). */
function itemRow(r: number, id: FixtureCell | number, rate?: Omit<FixtureCell, 'ref'>) {
  const cells: FixtureCell[] = [
    typeof id === 'number' ? { ref: `A${r}`, number: String(id) } : { ...id, ref: `A${r}` },
    { ref: `C${r}`, text: 'anything' },
    { ref: `D${r}`, number: '10' },
  ];
  if (rate) cells.push({ ...rate, ref: `F${r}` } as FixtureCell);
  return { r, cells };
}

/** A LibreOffice sheet for sampleItems(count) in which row 4 + i rates item i with the given cell. */
function sheetWithRates(rates: Omit<FixtureCell, 'ref'>[]) {
  const items = sampleItems(rates.length);
  const rows = items.map((item, i) => itemRow(4 + i, item.id, rates[i]));
  return { items, bytes: libreOfficeSheet([headerRow(), ...rows]) };
}

describe('writeRateSheet', () => {
  it('writes an .xlsx package with the parts Excel and LibreOffice need', () => {
    const files = unzipSync(writeRateSheet(tender, sampleItems(2)));
    expect(Object.keys(files)[0]).toBe('[Content_Types].xml');
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<dataValidation type="decimal" operator="greaterThan"');
    expect(sheet).toContain('sqref="F4:F5"');
    expect(sheet).toContain('<f>IF(F4=&quot;&quot;,&quot;&quot;,D4*F4)</f>');
  });

  it('lays out a title, a header and one row per item with its id, escaping the text', () => {
    const result = readXlsx(writeRateSheet(tender, sampleItems(2)));
    if (!result.ok) throw new Error(result.problem);
    const text = (row: number, column: number) => result.rows.find((r) => r.row === row)?.cells.get(column)?.text;
    expect(text(1, 0)).toBe('Rate sheet: TND-2026-0042: Ring road, phase 2');
    expect([0, 1, 2, 3, 4, 5, 6].map((c) => text(3, c))).toEqual([
      'Item id',
      'Work type',
      'Description',
      'Quantity',
      'Unit',
      'Rate (INR)',
      'Amount (INR)',
    ]);
    expect([0, 1, 2, 3, 4, 5].map((c) => text(5, c))).toEqual([
      '102',
      'Civil work',
      'Work item 2 & <more>',
      '10.5',
      'cum',
      undefined,
    ]);
  });
});

describe('readRateSheet', () => {
  it('reads back the rates typed into a downloaded sheet, in the tender order, as rupee text', () => {
    const items = sampleItems(3);
    const filled = fillRateSheet(writeRateSheet(tender, items), { 4: '1234.5', 5: '0.07', 6: '12' });
    expect(readRateSheet(filled, items)).toEqual({
      ok: true,
      rates: [
        { work_item_id: 101, rate: '1234.50' },
        { work_item_id: 102, rate: '0.07' },
        { work_item_id: 103, rate: '12.00' },
      ],
    });
  });

  it('reads a sheet as LibreOffice saves it: shared strings, numeric cells, rows sorted, gaps, formulas, rich text', () => {
    const items = sampleItems(4);
    const bytes = libreOfficeSheet([
      { r: 1, cells: [{ ref: 'A1', text: 'Rate sheet: TND-2026-0042' }] },
      headerRow(['Item id', 'Work type', 'Description', 'Quantity', 'Unit', 'Rate |(INR)', 'Amount (INR)']),
      // Sorted by rate, descending, with an empty row left in the middle and a total row at the end.
      itemRow(4, 103, { formula: 'B99*2', result: '5000' }),
      itemRow(5, { ref: '', text: '101' } as FixtureCell, { text: '1,250.50' }),
      { r: 6, cells: [] },
      itemRow(8, 104, { number: '99.9' }),
      itemRow(9, 102, { number: '0.07' }),
      {
        r: 12,
        cells: [
          { ref: 'C12', text: 'Total' },
          { ref: 'G12', formula: 'SUM(G4:G9)', result: '1' },
        ],
      },
    ]);
    expect(readRateSheet(bytes, items)).toEqual({
      ok: true,
      rates: [
        { work_item_id: 101, rate: '1250.50' },
        { work_item_id: 102, rate: '0.07' },
        { work_item_id: 103, rate: '5000.00' },
        { work_item_id: 104, rate: '99.90' },
      ],
    });
  });

  it('judges a number by its shortest form, as Excel writes doubles with 17 significant digits', () => {
    const { items, bytes } = sheetWithRates([
      { number: '7.0000000000000007E-2' }, // 0.07 as Excel saves it
      { number: '1.1000000000000001' }, // 1.1
      { number: '1E+3' },
    ]);
    expect(readRateSheet(bytes, items)).toEqual({
      ok: true,
      rates: [
        { work_item_id: 101, rate: '0.07' },
        { work_item_id: 102, rate: '1.10' },
        { work_item_id: 103, rate: '1000.00' },
      ],
    });
  });

  it('finds its columns by the header, so an inserted column does no harm', () => {
    const items = sampleItems(1);
    const bytes = libreOfficeSheet([
      headerRow(['Item id', 'Notes', 'Work type', 'Description', 'Quantity', 'Unit', 'Rate (INR)']),
      {
        r: 4,
        cells: [
          { ref: 'A4', number: '101' },
          { ref: 'B4', text: 'checked' },
          { ref: 'G4', number: '45.5' },
        ],
      },
    ]);
    expect(readRateSheet(bytes, items)).toEqual({ ok: true, rates: [{ work_item_id: 101, rate: '45.50' }] });
  });

  it('reads prefixed elements and cells without references (other writers)', () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const original = unzipSync(writeRateSheet(tender, sampleItems(1)));
    original['xl/worksheets/sheet1.xml'] = strToU8(
      `<x:worksheet xmlns:x="${ns}"><x:sheetData>` +
        `<x:row r="3"><x:c t="inlineStr"><x:is><x:t>Item id</x:t></x:is></x:c><x:c r="F3" t="inlineStr"><x:is><x:t>Rate (INR)</x:t></x:is></x:c></x:row>` +
        `<x:row><x:c><x:v>101</x:v></x:c><x:c r="F4"><x:v>7.25</x:v></x:c></x:row>` +
        `</x:sheetData></x:worksheet>`,
    );
    expect(readRateSheet(zipSync(original), sampleItems(1))).toEqual({
      ok: true,
      rates: [{ work_item_id: 101, rate: '7.25' }],
    });
  });

  it('names the cell and the item of every bad rate', () => {
    const { items, bytes } = sheetWithRates([
      { number: '1234.5000000001' }, // a float artefact of a formula
      { text: '12.345' },
      { text: 'twelve' },
      { number: '-5' },
      { number: '0' },
      { text: '' },
      { number: '10000000001' }, // above ₹1,000 crore
      { error: '#DIV/0!' },
      { text: '₹120' },
    ]);
    items.push({ ...items[0]!, id: 999, item_description: 'Left out' });
    const rows = sampleItems(9).map((item, i) => ({ ...item, row: 4 + i }));
    const at = (i: number) => ({
      cell: `F${rows[i]!.row}`,
      item: { id: rows[i]!.id, description: rows[i]!.item_description },
    });
    expect(errorsOf(readRateSheet(bytes, items))).toEqual([
      rateSheetMessages.rateTooManyDecimals(at(0), '1234.5000000001'),
      rateSheetMessages.rateTooManyDecimals(at(1), '12.345'),
      rateSheetMessages.rateNotNumber(at(2)),
      rateSheetMessages.rateNotPositive(at(3)),
      rateSheetMessages.rateNotPositive(at(4)),
      rateSheetMessages.rateMissing(at(5)),
      rateSheetMessages.rateTooLarge(at(6)),
      rateSheetMessages.rateNotNumber(at(7)),
      rateSheetMessages.rateNotNumber(at(8)),
      rateSheetMessages.missingItem({ id: 999, description: 'Left out' }),
    ]);
  });

  it('says which cell and which item, in words a bidder reads', () => {
    const items = [{ ...sampleItems(1)[0]!, id: 12 }];
    const bytes = libreOfficeSheet([headerRow(), itemRow(7, 12, { text: 'about 40' })]);
    expect(errorsOf(readRateSheet(bytes, items))).toEqual([
      'Cell F7 (item 12, "Excavation in hard rock"): the rate must be a number with at most two decimals.',
    ]);
  });

  it('refuses unknown ids, duplicate rows, rates without an id and missing items, naming each cell', () => {
    const items = sampleItems(3);
    const bytes = libreOfficeSheet([
      headerRow(),
      itemRow(4, 101, { number: '10' }),
      itemRow(5, 555, { number: '10' }),
      itemRow(6, { ref: '', text: 'abc' } as FixtureCell, { number: '10' }),
      itemRow(7, { ref: '', number: '102.5' } as FixtureCell, { number: '10' }),
      itemRow(8, 101, { number: '11' }),
      {
        r: 9,
        cells: [
          { ref: 'C9', text: 'extra' },
          { ref: 'F9', number: '30' },
        ],
      },
      itemRow(10, 102, { number: '20' }),
    ]);
    const item = (id: number) => ({ id, description: items.find((i) => i.id === id)!.item_description });
    expect(errorsOf(readRateSheet(bytes, items))).toEqual([
      rateSheetMessages.unknownItem({ cell: 'A5' }, '555'),
      rateSheetMessages.unknownItem({ cell: 'A6' }, 'abc'),
      rateSheetMessages.unknownItem({ cell: 'A7' }, '102.5'),
      rateSheetMessages.duplicateItem({ cell: 'A8', item: item(101) }, 'A4'),
      rateSheetMessages.rateWithoutItem({ cell: 'F9' }),
      rateSheetMessages.missingItem(item(103)),
    ]);
    expect(errorsOf(readRateSheet(bytes, items))[3]).toBe(
      'Cell A8 (item 101, "Excavation in hard rock"): the item appears again (first in cell A4); keep one row per item.',
    );
  });

  it('gives one clear error for a file that is not an .xlsx rate sheet', () => {
    const items = sampleItems(1);
    const notXlsx = [rateSheetMessages.notASpreadsheet];
    expect(errorsOf(readRateSheet(strToU8('Item id,Rate (INR)\n101,10\n'), items))).toEqual(notXlsx);
    expect(errorsOf(readRateSheet(new Uint8Array(0), items))).toEqual(notXlsx);
    const truncated = writeRateSheet(tender, items).slice(0, 300);
    expect(errorsOf(readRateSheet(truncated, items))).toEqual(notXlsx);
    // A zip that is not a workbook (an .ods or .docx) has no worksheet.
    const ods = zipSync({
      mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'),
      'content.xml': strToU8('<x/>'),
    });
    expect(errorsOf(readRateSheet(ods, items))).toEqual(notXlsx);
    // A workbook whose header row was deleted.
    const headless = libreOfficeSheet([itemRow(4, 101, { number: '10' })]);
    expect(errorsOf(readRateSheet(headless, items))).toEqual([rateSheetMessages.noHeaderRow]);
  });

  it('reads a sheet of 500 items well under a second', () => {
    const items = sampleItems(500);
    const rates = Object.fromEntries(items.map((_, i) => [4 + i, `${100 + i}.25`]));
    const filled = fillRateSheet(writeRateSheet(tender, items), rates);
    const started = performance.now();
    const result = readRateSheet(filled, items);
    const elapsed = performance.now() - started;
    expect(result.ok && result.rates.length).toBe(500);
    expect(result.ok && result.rates[499]).toEqual({ work_item_id: 600, rate: '599.25' });
    // Typically 15 ms warm and under 200 ms cold; the bound is the budget, not the usual time.
    expect(elapsed).toBeLessThan(1000);
  });
});

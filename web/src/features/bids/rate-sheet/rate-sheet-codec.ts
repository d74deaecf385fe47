// The financial cover's rate sheet: the tender's bill of quantities as an .xlsx to
// fill in, and the rates read back from it. Made and read in the browser only: rates leave the
// bidder's side sealed in the bid, never as a plain file on a server. Rows are found by their
// Item id and columns by their header, so a sorted sheet or an inserted column still reads right.
import { MAX_RATE_PAISE, paiseToRupeeText, rateToPaise } from '@tender/shared/money';
import { hasAtMostTwoDecimals } from '@tender/shared/rules';
import {
  RATE_SHEET_COLUMNS,
  RATE_SHEET_NAME,
  rateSheetMessages as m,
  rateSheetText,
  type RateSheetPlace,
} from './rate-sheet-messages';
import { readXlsx, type XlsxRow, type XlsxValue } from './xlsx-read';
import { columnName, writeXlsx, type XlsxCell } from '@tender/shared/xlsx-write';

export type RateSheetItem = {
  id: number;
  item_description: string;
  quantity: number;
  unit: string;
  material_work_type_name: string;
};

export type RateSheetTender = { tender_uid: string; project_name: string };

export type RateSheetRate = { work_item_id: number; rate: string };

export type RateSheetResult = { ok: true; rates: RateSheetRate[] } | { ok: false; errors: string[] };

const HEADER = [
  RATE_SHEET_COLUMNS.itemId,
  RATE_SHEET_COLUMNS.workType,
  RATE_SHEET_COLUMNS.description,
  RATE_SHEET_COLUMNS.quantity,
  RATE_SHEET_COLUMNS.unit,
  RATE_SHEET_COLUMNS.rate,
  RATE_SHEET_COLUMNS.amount,
];
const COLUMN_WIDTHS = [9, 24, 60, 12, 10, 15, 18];
/** Title, instructions, header: items start on row 4. */
const HEADER_ROW = 3;

function itemRow(item: RateSheetItem, row: number): XlsxCell[] {
  return [
    { kind: 'number', value: item.id },
    { kind: 'text', value: item.material_work_type_name, style: 'wrap' },
    { kind: 'text', value: item.item_description, style: 'wrap' },
    { kind: 'number', value: item.quantity },
    { kind: 'text', value: item.unit },
    { kind: 'empty', style: 'input' },
    { kind: 'formula', formula: `IF(F${row}="","",D${row}*F${row})`, style: 'amount' },
  ];
}

/** The tender's bill of quantities as an .xlsx file with an empty Rate (INR) column. */
export function writeRateSheet(tender: RateSheetTender, items: readonly RateSheetItem[]): Uint8Array {
  const firstItemRow = HEADER_ROW + 1;
  const lastItemRow = HEADER_ROW + items.length;
  return writeXlsx({
    name: RATE_SHEET_NAME,
    columnWidths: COLUMN_WIDTHS,
    frozenRows: HEADER_ROW,
    rows: [
      [{ kind: 'text', value: rateSheetText.title(tender.tender_uid, tender.project_name), style: 'bold' }],
      [{ kind: 'text', value: rateSheetText.instructions }],
      HEADER.map((value) => ({ kind: 'text', value, style: 'bold' })),
      ...items.map((item, index) => itemRow(item, firstItemRow + index)),
    ],
    positiveDecimal:
      items.length > 0
        ? {
            range: `F${firstItemRow}:F${lastItemRow}`,
            title: rateSheetText.rateValidationTitle,
            error: rateSheetText.rateValidationError,
          }
        : undefined,
  });
}

type Columns = { headerRow: number; itemId: number; rate: number };

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function findColumns(rows: XlsxRow[]): Columns | null {
  const wanted = { itemId: normalise(RATE_SHEET_COLUMNS.itemId), rate: normalise(RATE_SHEET_COLUMNS.rate) };
  for (const { row, cells } of rows) {
    const columnOf = (text: string) =>
      [...cells].find(([, value]) => value.kind === 'text' && normalise(value.text) === text)?.[0];
    const itemId = columnOf(wanted.itemId);
    const rate = columnOf(wanted.rate);
    if (itemId !== undefined && rate !== undefined) return { headerRow: row, itemId, rate };
  }
  return null;
}

const isBlank = (value: XlsxValue | undefined) => value === undefined || value.text.trim() === '';

/** An item id as a cell holds it: a whole number (numeric cell or digits typed as text). */
function itemIdOf(value: XlsxValue): number | null {
  const text = value.text.trim();
  if (value.kind === 'other' || !/^\d+(\.0*)?$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type RateReading =
  | { ok: true; paise: number }
  | { ok: false; reason: 'missing' | 'not-number' | 'not-positive' | 'too-large' }
  | { ok: false; reason: 'decimals'; shown: string };

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A numeric cell's value is judged as the shortest text of its double (String(n)): 1234.5 passes,
 * 1234.5000000001 (a float artefact of a formula) does not. A text cell must be digits with at
 * most two decimals; thousands commas are allowed, as rateToPaise allows them.
 */
function readRate(value: XlsxValue | undefined): RateReading {
  if (value === undefined || isBlank(value)) return { ok: false, reason: 'missing' };
  if (value.kind === 'other') return { ok: false, reason: 'not-number' };
  const typed = value.text.trim().replace(/,/g, '').replace(/^\+/, '');
  if (!PLAIN_NUMBER.test(typed) && !(value.kind === 'number' && Number.isFinite(Number(typed)))) {
    return { ok: false, reason: 'not-number' };
  }
  const amount = Number(typed);
  if (!(amount > 0)) return { ok: false, reason: 'not-positive' };
  if (amount * 100 > MAX_RATE_PAISE) return { ok: false, reason: 'too-large' };
  const text = value.kind === 'number' ? String(amount) : typed;
  const paise = value.kind === 'number' && !hasAtMostTwoDecimals(amount) ? null : rateToPaise(text);
  return paise === null ? { ok: false, reason: 'decimals', shown: text } : { ok: true, paise };
}

function rateError(reading: Exclude<RateReading, { ok: true }>, place: RateSheetPlace): string {
  switch (reading.reason) {
    case 'missing':
      return m.rateMissing(place);
    case 'not-number':
      return m.rateNotNumber(place);
    case 'not-positive':
      return m.rateNotPositive(place);
    case 'too-large':
      return m.rateTooLarge(place);
    case 'decimals':
      return m.rateTooManyDecimals(place, reading.shown);
  }
}

function readRows(rows: XlsxRow[], columns: Columns, items: readonly RateSheetItem[]): RateSheetResult {
  const byId = new Map(items.map((item) => [item.id, item]));
  const firstCellOf = new Map<number, string>();
  const paiseOf = new Map<number, number>();
  const errors: string[] = [];
  const idColumn = columnName(columns.itemId);
  const rateColumn = columnName(columns.rate);

  for (const { row, cells } of rows) {
    if (row <= columns.headerRow) continue;
    const idValue = cells.get(columns.itemId);
    const rateValue = cells.get(columns.rate);
    const idCell = `${idColumn}${row}`;
    if (idValue === undefined || isBlank(idValue)) {
      if (!isBlank(rateValue)) errors.push(m.rateWithoutItem({ cell: `${rateColumn}${row}` }));
      continue;
    }
    const id = itemIdOf(idValue);
    const item = id === null ? undefined : byId.get(id);
    if (id === null || item === undefined) {
      errors.push(m.unknownItem({ cell: idCell }, idValue.text.trim()));
      continue;
    }
    const named = { id, description: item.item_description };
    const firstCell = firstCellOf.get(id);
    if (firstCell !== undefined) {
      errors.push(m.duplicateItem({ cell: idCell, item: named }, firstCell));
      continue;
    }
    firstCellOf.set(id, idCell);
    const reading = readRate(rateValue);
    if (reading.ok) paiseOf.set(id, reading.paise);
    else errors.push(rateError(reading, { cell: `${rateColumn}${row}`, item: named }));
  }

  for (const item of items) {
    if (!firstCellOf.has(item.id)) errors.push(m.missingItem({ id: item.id, description: item.item_description }));
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    rates: items.map((item) => ({ work_item_id: item.id, rate: paiseToRupeeText(paiseOf.get(item.id)!) })),
  };
}

/** The rates of a filled-in rate sheet, one per item of the tender, or every reason it is refused. */
export function readRateSheet(bytes: Uint8Array, items: readonly RateSheetItem[]): RateSheetResult {
  const sheet = readXlsx(bytes);
  if (!sheet.ok) return { ok: false, errors: [sheet.problem === 'too-large' ? m.tooLarge : m.notASpreadsheet] };
  const columns = findColumns(sheet.rows);
  if (!columns) return { ok: false, errors: [m.noHeaderRow] };
  return readRows(sheet.rows, columns, items);
}

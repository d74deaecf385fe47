// A minimal .xlsx reader: the cells of one worksheet as Excel, LibreOffice and other writers save
// them (shared strings, inline strings, numbers, cached formula results; row and cell references
// that may be missing or sparse; an optional namespace prefix on every element). It reads values,
// never styles, and parses with regular expressions: no DOM needed, and 500 rows take milliseconds.
import { strFromU8, unzipSync } from 'fflate';

/** A cell's value: a number (as written in the file), a text, or something else (error, boolean). */
export type XlsxValue =
  { kind: 'number'; text: string } | { kind: 'text'; text: string } | { kind: 'other'; text: string };

export type XlsxRow = { row: number; cells: Map<number, XlsxValue> };

export type XlsxReadResult = { ok: true; rows: XlsxRow[] } | { ok: false; problem: 'not-xlsx' | 'too-large' };

/** Far above any rate sheet, low enough that a zip bomb is refused before it is inflated. */
const MAX_PART_BYTES = 64 * 1024 * 1024;
const PREFERRED_SHEET = 'Rate sheet';

const P = '(?:[\\w.-]+:)?'; // an element's optional namespace prefix (x:c, ss:row)
const elements = (name: string) => new RegExp(`<${P}${name}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}${name}>)`, 'g');
const ATTRIBUTE = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    const value = decodeXml(m[2] ?? m[3] ?? '');
    found.set(m[1]!, value);
    // r:id, x:r and friends are also kept under their local name.
    const local = m[1]!.split(':').pop()!;
    if (!found.has(local)) found.set(local, value);
  }
  return found;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

/** Office's own escape for characters XML cannot hold: _x000D_ is a carriage return. */
const decodeOfficeEscapes = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The text of a string item (<si> or <is>): its <t> runs joined, phonetic guides (<rPh>) left out. */
function runText(xml: string): string {
  const withoutPhonetic = xml.replace(elements('rPh'), '');
  let text = '';
  for (const m of withoutPhonetic.matchAll(elements('t'))) text += m[2] ?? '';
  return decodeOfficeEscapes(decodeXml(text));
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  return [...xml.matchAll(elements('si'))].map((m) => runText(m[2] ?? ''));
}

/** 'F7' -> { column: 5, row: 7 }; null when it is not a cell reference. */
export function parseCellRef(ref: string): { column: number; row: number } | null {
  const m = /^\$?([A-Za-z]{1,3})\$?(\d+)$/.exec(ref);
  if (!m) return null;
  const column = [...m[1]!.toUpperCase()].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return { column, row: Number(m[2]) };
}

function cellValue(type: string | undefined, inner: string, strings: string[]): XlsxValue | null {
  if (type === 'inlineStr') return { kind: 'text', text: runText(inner.match(elements('is'))?.[0] ?? '') };
  const raw = elements('v').exec(inner)?.[2];
  if (raw === undefined) return null;
  const value = decodeXml(raw);
  switch (type) {
    case undefined:
    case 'n':
      return value.trim() === '' ? null : { kind: 'number', text: value.trim() };
    case 's': {
      const text = strings[Number(value)];
      return text === undefined ? { kind: 'other', text: value } : { kind: 'text', text };
    }
    case 'str':
      return { kind: 'text', text: decodeOfficeEscapes(value) };
    default:
      return { kind: 'other', text: value };
  }
}

function readRows(sheetXml: string, strings: string[]): XlsxRow[] {
  const rows: XlsxRow[] = [];
  let previousRow = 0;
  for (const rowMatch of sheetXml.matchAll(elements('row'))) {
    const rowNumber = Number(attributes(rowMatch[1] ?? '').get('r')) || previousRow + 1;
    previousRow = rowNumber;
    const cells = new Map<number, XlsxValue>();
    let previousColumn = -1;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(elements('c'))) {
      const attrs = attributes(cellMatch[1] ?? '');
      const column = parseCellRef(attrs.get('r') ?? '')?.column ?? previousColumn + 1;
      previousColumn = column;
      const value = cellValue(attrs.get('t'), cellMatch[2] ?? '', strings);
      if (value) cells.set(column, value);
    }
    rows.push({ row: rowNumber, cells });
  }
  return rows.sort((a, b) => a.row - b.row);
}

/** 'worksheets/sheet1.xml' seen from 'xl/workbook.xml' -> 'xl/worksheets/sheet1.xml'. */
function resolvePart(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = fromPart.split('/').slice(0, -1);
  for (const step of target.split('/')) {
    if (step === '..') parts.pop();
    else if (step !== '.') parts.push(step);
  }
  return parts.join('/');
}

const relsPartOf = (part: string) => {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
};

function relationshipTargets(relsXml: string | undefined): Map<string, { type: string; target: string }> {
  const targets = new Map<string, { type: string; target: string }>();
  for (const m of (relsXml ?? '').matchAll(elements('Relationship'))) {
    const attrs = attributes(m[1] ?? '');
    targets.set(attrs.get('Id') ?? '', { type: attrs.get('Type') ?? '', target: attrs.get('Target') ?? '' });
  }
  return targets;
}

type SheetParts = { sheet?: string; sharedStrings?: string };

/** The worksheet to read (the one named "Rate sheet", else the workbook's first) and the shared strings. */
function locateParts(files: Record<string, string>): SheetParts {
  const officeDocument = [...relationshipTargets(files['_rels/.rels']).values()].find((r) =>
    r.type.endsWith('/officeDocument'),
  );
  const workbookPart = officeDocument ? resolvePart('', officeDocument.target) : 'xl/workbook.xml';
  const workbook = files[workbookPart];
  if (!workbook) return {};
  const rels = [...relationshipTargets(files[relsPartOf(workbookPart)])];
  const sheets = [...workbook.matchAll(elements('sheet'))].map((m) => attributes(m[1] ?? ''));
  const chosen = sheets.find((s) => s.get('name') === PREFERRED_SHEET) ?? sheets[0];
  const sheetRel = rels.find(([id]) => chosen !== undefined && id === (chosen.get('r:id') ?? chosen.get('id')));
  const stringsRel = rels.find(([, r]) => r.type.endsWith('/sharedStrings'));
  return {
    sheet: sheetRel ? resolvePart(workbookPart, sheetRel[1].target) : undefined,
    sharedStrings: stringsRel ? resolvePart(workbookPart, stringsRel[1].target) : undefined,
  };
}

function unzipXmlParts(bytes: Uint8Array): Record<string, string> | 'too-large' | null {
  let tooLarge = false;
  try {
    const entries = unzipSync(bytes, {
      filter: (file) => {
        if (!/\.(xml|rels)$/i.test(file.name)) return false;
        if (file.originalSize > MAX_PART_BYTES) tooLarge = true;
        return !tooLarge;
      },
    });
    if (tooLarge) return 'too-large';
    return Object.fromEntries(Object.entries(entries).map(([name, data]) => [name, strFromU8(data)]));
  } catch {
    return null;
  }
}

/** The rows of the workbook's rate sheet (or first sheet), or why the file cannot be read. */
export function readXlsx(bytes: Uint8Array): XlsxReadResult {
  const files = unzipXmlParts(bytes);
  if (files === 'too-large') return { ok: false, problem: 'too-large' };
  if (!files) return { ok: false, problem: 'not-xlsx' };
  const parts = locateParts(files);
  const sheetXml = parts.sheet ? files[parts.sheet] : undefined;
  if (!sheetXml || !/<(?:[\w.-]+:)?worksheet\b/.test(sheetXml)) return { ok: false, problem: 'not-xlsx' };
  const strings = sharedStrings(parts.sharedStrings ? files[parts.sharedStrings] : undefined);
  return { ok: true, rows: readRows(sheetXml, strings) };
}

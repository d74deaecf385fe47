// A minimal Office Open XML (.xlsx) writer: one worksheet, inline strings, a handful of styles.
// Shared: the bid page writes the rate sheet with it, the API the comparative statement.
// Only what the rate sheet needs, written so Excel and LibreOffice open it without a repair prompt
// (the parts and relationships every SpreadsheetML package must have, elements in schema order).
import { strToU8, zipSync } from 'fflate';

export type XlsxStyle = 'plain' | 'bold' | 'wrap' | 'input' | 'amount';

export type XlsxCell =
  | { kind: 'text'; value: string; style?: XlsxStyle }
  | { kind: 'number'; value: number; style?: XlsxStyle }
  /** A formula whose cached result is the empty text, so a viewer that does not recalculate shows nothing. */
  | { kind: 'formula'; formula: string; style?: XlsxStyle }
  | { kind: 'empty'; style: XlsxStyle };

export type XlsxSheet = {
  name: string;
  columnWidths: number[];
  /** rows[0] is row 1; cells[0] is column A. */
  rows: XlsxCell[][];
  /** Rows kept in view while scrolling (the title and header). */
  frozenRows: number;
  /** Cells where the spreadsheet itself refuses anything but a decimal number above zero. */
  positiveDecimal?: { range: string; title: string; error: string };
};

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Excel's limit for the text of one cell. */
const MAX_CELL_TEXT = 32_767;

const STYLE_INDEX: Record<XlsxStyle, number> = { plain: 0, bold: 1, wrap: 2, input: 3, amount: 4 };

// XML 1.0 allows tab, newline and carriage return among the control characters, nothing else.
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g; // eslint-disable-line no-control-regex

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML_CHAR, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** 0 -> 'A', 25 -> 'Z', 26 -> 'AA'. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function cellXml(cell: XlsxCell, ref: string): string {
  const style = cell.style && cell.style !== 'plain' ? ` s="${STYLE_INDEX[cell.style]}"` : '';
  switch (cell.kind) {
    case 'text': {
      const text = escapeXml(cell.value.slice(0, MAX_CELL_TEXT));
      return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`;
    }
    case 'number':
      return Number.isFinite(cell.value) ? `<c r="${ref}"${style}><v>${cell.value}</v></c>` : `<c r="${ref}"${style}/>`;
    case 'formula':
      return `<c r="${ref}"${style} t="str"><f>${escapeXml(cell.formula)}</f><v></v></c>`;
    case 'empty':
      return `<c r="${ref}"${style}/>`;
  }
}

function sheetDataXml(rows: XlsxCell[][]): string {
  const rowsXml = rows.map((cells, rowIndex) => {
    const row = rowIndex + 1;
    return `<row r="${row}">${cells.map((cell, column) => cellXml(cell, `${columnName(column)}${row}`)).join('')}</row>`;
  });
  return `<sheetData>${rowsXml.join('')}</sheetData>`;
}

function worksheetXml(sheet: XlsxSheet): string {
  const width = Math.max(1, ...sheet.rows.map((cells) => cells.length));
  const dimension = `A1:${columnName(width - 1)}${Math.max(1, sheet.rows.length)}`;
  const topLeft = `A${sheet.frozenRows + 1}`;
  const pane =
    sheet.frozenRows > 0
      ? `<pane ySplit="${sheet.frozenRows}" topLeftCell="${topLeft}" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="${topLeft}" sqref="${topLeft}"/>`
      : '';
  const cols = sheet.columnWidths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  const validation = sheet.positiveDecimal
    ? `<dataValidations count="1"><dataValidation type="decimal" operator="greaterThan" allowBlank="1" showErrorMessage="1" errorTitle="${escapeXml(sheet.positiveDecimal.title)}" error="${escapeXml(sheet.positiveDecimal.error)}" sqref="${sheet.positiveDecimal.range}"><formula1>0</formula1></dataValidation></dataValidations>`
    : '';
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="${dimension}"/>` +
    `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>` +
    (cols ? `<cols>${cols}</cols>` : '') +
    sheetDataXml(sheet.rows) +
    validation +
    `<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>` +
    `</worksheet>`
  );
}

// Index order is STYLE_INDEX's: plain, bold, wrap, input (tinted, unlocked), amount (#,##0.00).
const STYLES_XML =
  `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="#,##0.00"/></numFmts>` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
  `<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>` +
  `<fill><patternFill patternType="solid"><fgColor rgb="FFFFF2CC"/><bgColor indexed="64"/></patternFill></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="5">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>` +
  `<xf numFmtId="0" fontId="0" fillId="2" borderId="0" xfId="0" applyFill="1" applyProtection="1"><protection locked="0"/></xf>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

function workbookXml(sheetName: string): string {
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    // No cached results are written for formulas: ask for a full calculation when opened.
    `<calcPr calcId="191029" fullCalcOnLoad="1"/>` +
    `</workbook>`
  );
}

const CONTENT_TYPES_XML =
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
  `</Types>`;

const ROOT_RELS_XML =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  `</Relationships>`;

const WORKBOOK_RELS_XML =
  `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `</Relationships>`;

/** The .xlsx file's bytes. [Content_Types].xml goes first, as Office writes it. */
export function writeXlsx(sheet: XlsxSheet): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES_XML),
      '_rels/.rels': strToU8(ROOT_RELS_XML),
      'xl/workbook.xml': strToU8(workbookXml(sheet.name)),
      'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS_XML),
      'xl/styles.xml': strToU8(STYLES_XML),
      'xl/worksheets/sheet1.xml': strToU8(worksheetXml(sheet)),
    },
    { level: 6 },
  );
}

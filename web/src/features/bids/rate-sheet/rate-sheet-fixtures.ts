// Test-only: spreadsheets as a bidder sends them back. `fillRateSheet` types rates into the sheet
// this app wrote; `libreOfficeSheet` builds, by hand, a workbook laid out as LibreOffice Calc 7
// saves one (shared strings table, t="n" numbers, cached formula results, its parts and rIds).
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { RateSheetItem } from './rate-sheet-codec';

export const sampleItems = (count: number): RateSheetItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: 101 + i,
    item_description: i === 0 ? 'Excavation in hard rock' : `Work item ${i + 1} & <more>`,
    quantity: 10 + i * 0.5,
    unit: 'cum',
    material_work_type_name: 'Civil work',
  }));

/** Puts each row's rate (written as a number cell) into the Rate column of a sheet this app wrote. */
export function fillRateSheet(bytes: Uint8Array, rateOfRow: Record<number, string>): Uint8Array {
  const files = unzipSync(bytes);
  let sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  for (const [row, rate] of Object.entries(rateOfRow)) {
    sheet = sheet.replace(`<c r="F${row}" s="3"/>`, `<c r="F${row}" s="3"><v>${rate}</v></c>`);
  }
  files['xl/worksheets/sheet1.xml'] = strToU8(sheet);
  return zipSync(files);
}

/** One cell as LibreOffice writes it: a number, a text (by shared-string index), or a formula with its result. */
export type FixtureCell =
  | { ref: string; number: string }
  | { ref: string; text: string }
  | { ref: string; formula: string; result: string }
  | { ref: string; error: string };

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cellXml(cell: FixtureCell, strings: string[]): string {
  if ('number' in cell) return `<c r="${cell.ref}" s="0" t="n"><v>${cell.number}</v></c>`;
  if ('formula' in cell) {
    return `<c r="${cell.ref}" s="4" t="n"><f aca="false">${escape(cell.formula)}</f><v>${cell.result}</v></c>`;
  }
  if ('error' in cell) return `<c r="${cell.ref}" s="3" t="e"><f aca="false">1/0</f><v>${cell.error}</v></c>`;
  let index = strings.indexOf(cell.text);
  if (index < 0) index = strings.push(cell.text) - 1;
  return `<c r="${cell.ref}" s="2" t="s"><v>${index}</v></c>`;
}

const ROW_ATTRS = 'customFormat="false" ht="15" hidden="false" customHeight="false" outlineLevel="0" collapsed="false"';

/** A LibreOffice-style .xlsx whose only sheet holds these rows (keyed by row number, in the given order). */
export function libreOfficeSheet(rows: { r: number; cells: FixtureCell[] }[]): Uint8Array {
  const strings: string[] = [];
  const rowsXml = rows.map(
    ({ r, cells }) => `<row r="${r}" ${ROW_ATTRS}>${cells.map((c) => cellXml(c, strings)).join('')}</row>`,
  );
  const sheet =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">` +
    `<sheetPr filterMode="false"><pageSetUpPr fitToPage="false"/></sheetPr><dimension ref="A1:G20"/>` +
    `<sheetViews><sheetView showFormulas="false" workbookViewId="0"><pane xSplit="0" ySplit="3" topLeftCell="A4" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultColWidth="8.5390625" defaultRowHeight="15" zeroHeight="false" outlineLevelRow="0" outlineLevelCol="0"></sheetFormatPr>` +
    `<sheetData>${rowsXml.join('')}</sheetData>` +
    `<printOptions headings="false" gridLines="false"/><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;
  // A text with '|' becomes rich text, runs split there (as Calc writes a cell with two fonts), with a
  // phonetic guide after them: the reader must join the runs and leave the guide out.
  const sst = strings
    .map((s) =>
      s.includes('|')
        ? `<si>${s
            .split('|')
            .map(
              (run, i) =>
                `<r>${i === 0 ? '<rPr><b val="true"/></rPr>' : ''}<t xml:space="preserve">${escape(run)}</t></r>`,
            )
            .join('')}<rPh sb="0" eb="1"><t>guide</t></rPh></si>`
        : `<si><t xml:space="preserve">${escape(s)}</t></si>`,
    )
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    ),
    'docProps/app.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Properties><Application>LibreOffice/7.4</Application></Properties>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><fileVersion appName="Calc"/><workbookPr backupFile="false" showObjects="all" date1904="false"/><bookViews><workbookView activeTab="0"/></bookViews><sheets><sheet name="Rate sheet" sheetId="1" state="visible" r:id="rId2"/></sheets><calcPr iterateCount="100" refMode="A1" iterate="false" iterateDelta="0.0001"/></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellXfs></styleSheet>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${sst}</sst>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  });
}

/** The header row as the rate sheet has it, on row 3 (after the title and the instructions). */
export const headerRow = (
  texts = ['Item id', 'Work type', 'Description', 'Quantity', 'Unit', 'Rate (INR)', 'Amount (INR)'],
) => ({
  r: 3,
  cells: texts.map((text, i) => ({ ref: `${String.fromCharCode(65 + i)}3`, text })),
});

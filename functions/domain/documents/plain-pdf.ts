// A minimal PDF 1.4 writer: A4 pages of text lines in the three standard fonts every reader has
// (Helvetica, Helvetica-Bold, Courier; nothing embedded), long lines wrapped, pages added as the
// text runs on. pdf-lib (the web's receipt PDF) would take the API function past its bundle
// ceiling; the comparative statement and the award letter need nothing but text.

export type PdfFont = 'regular' | 'bold' | 'mono';
export type PdfLine = { text: string; size?: number; font?: PdfFont; indent?: number; gapBefore?: number };

const PAGE = { width: 595, height: 842, margin: 50 } as const;
const FONT_NAME: Record<PdfFont, string> = { regular: 'F1', bold: 'F2', mono: 'F3' };
const BASE_FONT: Record<PdfFont, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' };

// The standard fonts are written in WinAnsi: anything else becomes '?' (the rupee sign is spelt out).
const winAnsi = (text: string) => text.replace(/₹/g, 'Rs. ').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');
const escapeText = (text: string) => winAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`);

/** Characters that fit a line: Helvetica averages about half its size per character, Courier 0.6. */
function wrap(text: string, size: number, font: PdfFont, indent: number): string[] {
  const perChar = size * (font === 'mono' ? 0.6 : 0.52);
  const width = Math.max(10, Math.floor((PAGE.width - 2 * PAGE.margin - indent) / perChar));
  const lines: string[] = [];
  let rest = text;
  while (rest.length > width) {
    const space = rest.lastIndexOf(' ', width);
    const cut = space > width / 2 ? space : width;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  lines.push(rest);
  return lines;
}

/** Each page's content stream. */
function layOut(lines: readonly PdfLine[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const size = line.size ?? 10;
    const font = line.font ?? 'regular';
    const indent = line.indent ?? 0;
    y -= line.gapBefore ?? 0;
    for (const part of wrap(line.text, size, font, indent)) {
      y -= size * 1.35;
      if (y < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin - size * 1.35;
      }
      pages
        .at(-1)!
        .push(
          `BT /${FONT_NAME[font]} ${size} Tf ${PAGE.margin + indent} ${y.toFixed(1)} Td (${escapeText(part)}) Tj ET`,
        );
    }
  }
  return pages.map((commands) => commands.join('\n'));
}

/** The PDF's bytes: one text document, titled. */
export function plainPdf(title: string, lines: readonly PdfLine[]): Uint8Array {
  const contents = layOut(lines);
  const fonts = (['regular', 'bold', 'mono'] as const).map(
    (font) => `<< /Type /Font /Subtype /Type1 /BaseFont /${BASE_FONT[font]} /Encoding /WinAnsiEncoding >>`,
  );
  // Objects: 1 catalog, 2 page tree, 3-5 fonts, 6 info, then a page and its content per page.
  const pageIds = contents.map((_, index) => 7 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    ...fonts,
    `<< /Title (${escapeText(title)}) /Producer (Tender marketplace) >>`,
    ...contents.flatMap((content, index) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]),
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is below 256 (winAnsi): one byte each, so the offsets above are byte offsets.
  return Uint8Array.from(Buffer.from(body, 'latin1'));
}

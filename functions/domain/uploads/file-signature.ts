import type { UploadContentType } from '@tender/shared/upload-rules';

/** How many leading bytes `detectFileType` needs. */
export const SIGNATURE_BYTES = 8;

/** How many bytes of each end `checkedFileType` reads: a PDF's %%EOF must be in its last KiB. */
export const CONTENT_CHECK_BYTES = 1024;

const SIGNATURES: readonly { type: UploadContentType; bytes: readonly number[] }[] = [
  // JPEG: start of image, then the first marker's 0xFF (JFIF, Exif and raw files alike).
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // PNG: the fixed 8-byte signature.
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // PDF: "%PDF-" at the very start.
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/**
 * The type a file really is, from its first bytes: JPEG, PNG or PDF, or undefined for anything
 * else (HTML, SVG, executables, a PDF renamed .png is a PDF). Never from its name or declared type.
 */
export function detectFileType(firstBytes: Uint8Array): UploadContentType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => firstBytes[index] === byte))?.type;
}

// Markup a browser or a mail client would take for a web page, as an element's start ("<script",
// "<html>", "<!doctype"). A PDF's own syntax has "<<" dictionaries and "<hex>" strings, never these.
const MARKUP =
  /<(?:!doctype|html|head|body|script|iframe|frame|svg|object|embed|meta|style|title|img|form|div|link|base)[\s>/]/i;

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/**
 * A file that starts like a PDF but continues as a web page ("%PDF-" then HTML, a polyglot) is no
 * PDF. The check, on the first and last KiB only (never the whole file): no
 * web markup in the first KiB (what content sniffers read), and "%%EOF" in the last KiB (where
 * every PDF writer puts it, and where readers such as Acrobat look for it). Not a full parse: a
 * broken PDF that passes this still opens as a broken PDF, never as a page.
 */
function isPlausiblePdf(head: Uint8Array, tail: Uint8Array): boolean {
  return !MARKUP.test(latin1(head)) && latin1(tail).includes('%%EOF');
}

/**
 * The type a file is (detectFileType), checked beyond its first bytes where the type has a
 * structure to check: `head` is its first CONTENT_CHECK_BYTES, `tail` its last (the same bytes
 * when it is smaller). Undefined for anything that is not a JPEG, PNG or plausible PDF.
 */
export function checkedFileType(head: Uint8Array, tail: Uint8Array): UploadContentType | undefined {
  const type = detectFileType(head);
  if (type === 'application/pdf' && !isPlausiblePdf(head, tail)) return undefined;
  return type;
}

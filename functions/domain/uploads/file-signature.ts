import type { UploadContentType } from '@tender/shared/upload-rules';

/** How many leading bytes `detectFileType` needs. */
export const SIGNATURE_BYTES = 8;

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

import { describe, expect, it } from 'vitest';
import { checkedFileType, detectFileType } from './file-signature';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectFileType', () => {
  it('knows JPEG (JFIF and Exif), PNG and PDF by their first bytes', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46))).toBe('image/jpeg');
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 0x45, 0x78))).toBe('image/jpeg');
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectFileType(text('%PDF-1.7\n%'))).toBe('application/pdf');
  });

  it('refuses everything else, whatever the file was called or declared as', () => {
    for (const other of [
      '<!DOCTYPE html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'GIF89a',
      'MZ\x90\x00',
      'PK\x03\x04',
      ' %PDF-1.7',
      '%PDF',
      '',
    ]) {
      expect(detectFileType(text(other)), JSON.stringify(other)).toBeUndefined();
    }
    // A PNG signature cut short, and a JPEG start without the marker byte.
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeUndefined();
    expect(detectFileType(bytes(0xff, 0xd8, 0x00))).toBeUndefined();
  });
});

describe('checkedFileType', () => {
  const pdf = (body: string) => text(`%PDF-1.7\n${body}`);
  const ends = (bytes: Uint8Array) => [bytes.subarray(0, 1024), bytes.subarray(-1024)] as const;

  it('takes a PDF that ends with %%EOF in its last KiB, and images as detectFileType does', () => {
    expect(checkedFileType(...ends(pdf('1 0 obj << /Type /Catalog >> endobj\ntrailer <<>>\n%%EOF\n')))).toBe(
      'application/pdf',
    );
    // Incremental updates and trailing white space after the last %%EOF are fine.
    expect(checkedFileType(...ends(pdf(`%%EOF\n${'x'.repeat(5000)}\n%%EOF\r\n\n  `)))).toBe('application/pdf');
    const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    expect(checkedFileType(png, png)).toBe('image/png');
  });

  it('refuses a PDF start that goes on as a web page, or that never ends like a PDF', () => {
    for (const body of [
      '<html><body><script>alert(1)</script></body></html>\n%%EOF',
      '<!DOCTYPE html><p>hi</p>%%EOF',
      '<SCRIPT>alert(1)</SCRIPT>%%EOF',
      '<svg onload="alert(1)"/>%%EOF',
      '<iframe src="https://example.com">%%EOF',
    ]) {
      expect(checkedFileType(...ends(pdf(body))), body).toBeUndefined();
    }
    expect(checkedFileType(...ends(pdf('1 0 obj << >> endobj\n')))).toBeUndefined();
    // %%EOF only further back than the last KiB.
    expect(checkedFileType(...ends(pdf(`%%EOF${'A'.repeat(2048)}`)))).toBeUndefined();
  });
});

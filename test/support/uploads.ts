import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { UploadTicket } from '@tender/shared/schemas/uploads';

// Real files for upload tests, and the browser's side of a presigned POST (Node fetch + FormData,
// the same multipart form upload-file.ts sends). Registration and profile tests can reuse these.

/** A 4x4 PNG and JPEG drawn and encoded by Chromium (canvas.toBlob). */
export const SAMPLE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAYAAACp8Z5+AAAAM0lEQVR4AWTKoQ0AMAhEUXKyO1R3h+5R3YkYhfWwkBMYuOSZy4fbC9r3B0HacHQJ1T+KBAAA//8vgnvdAAAABklEQVQDAGHuCt2UCUBBAAAAAElFTkSuQmCC',
  'base64',
);
export const SAMPLE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAeEAABAwQDAAAAAAAAAAAAAAABAAQFAgMREhMhMf/EABQBAQAAAAAAAAAAAAAAAAAAAAX/xAAYEQEBAQEBAAAAAAAAAAAAAAABAgARMf/aAAwDAQACEQMRAD8Ak8rIupZ/deyF3lc3cb16inOAAOgAPAEREzMkhMnAxlU09fd//9k=',
  'base64',
);

/** A one-page PDF made by pdf-lib. */
export async function samplePdf(text = 'PAN card of Test Constructions'): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12, font });
  return document.save();
}

/** An HTML page with a script: what an attacker would rename to .pdf and declare as application/pdf. */
export const HTML_PAGE = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.domain)</script></body></html>',
);

/**
 * Posts `bytes` to a presigned POST exactly as a browser form does: every field of the ticket,
 * then the file last (S3 ignores fields after it). Answers the storage's response.
 */
export async function postToTicket(
  ticket: UploadTicket['data'],
  bytes: Uint8Array,
  fileName: string,
  contentType: string,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  return fetch(ticket.url, { method: 'POST', body: form });
}

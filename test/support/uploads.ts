import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { UploadTicket } from '@tender/shared/schemas/uploads';
import type { UploadPurpose } from '@tender/shared/upload-rules';
import { call } from './api-call';

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

export type UploadedRef = { key: string; file_name: string };

/**
 * A real upload, as the forms make it: POST /uploads for a ticket (purpose, name, type, size), then
 * the multipart POST of the bytes to it. Answers the UploadRef a form puts in its body. `declared`
 * overrides what the browser says (an HTML page declared as a PDF, a 6 MB file declared smaller);
 * with its `token` the ticket is that user's alone (a bid's documents).
 */
export async function uploadFile(
  purpose: UploadPurpose,
  bytes: Uint8Array,
  fileName: string,
  contentType: string,
  declared: { contentType?: string; size?: number; token?: string } = {},
): Promise<UploadedRef> {
  const { status, body } = await call<UploadTicket>('POST', '/uploads', {
    ...(declared.token ? { token: declared.token } : {}),
    body: {
      purpose,
      file_name: fileName,
      content_type: declared.contentType ?? contentType,
      size: declared.size ?? bytes.length,
    },
  });
  if (status !== 201) throw new Error(`POST /uploads answered ${status}: ${JSON.stringify(body)}`);
  const stored = await postToTicket(body.data, bytes, fileName, contentType);
  if (!stored.ok) throw new Error(`the upload to the presigned POST answered ${stored.status}`);
  return { key: body.data.key, file_name: fileName };
}

/** The files of a registration form by field path (director photo JPEG, documents and certificates PDF/PNG). */
export const REGISTRATION_FILE_PURPOSES = {
  director_avatar: 'director_photo',
  'document_1.storage': 'document',
  'document_2.storage': 'document',
  'document_3.storage': 'document',
  'turnovers.0.certificate_storage': 'turnover_certificate',
  'turnovers.1.certificate_storage': 'turnover_certificate',
  'turnovers.2.certificate_storage': 'turnover_certificate',
  'quality_certificates.0.storage': 'certificate',
} as const satisfies Record<string, UploadPurpose>;

/**
 * Uploads one real file for each of `fields` (photo as JPEG, certificates as PNG, documents as
 * PDF) and answers the `files(field)` callback the registration samples take.
 */
export async function uploadRegistrationFiles(
  fields: readonly (keyof typeof REGISTRATION_FILE_PURPOSES)[],
): Promise<(field: string) => UploadedRef> {
  const pdf = await samplePdf();
  const refs = new Map<string, UploadedRef>();
  await Promise.all(
    fields.map(async (field) => {
      const purpose = REGISTRATION_FILE_PURPOSES[field];
      const ref =
        purpose === 'director_photo'
          ? await uploadFile(purpose, SAMPLE_JPEG, 'director.jpg', 'image/jpeg')
          : purpose === 'certificate'
            ? await uploadFile(purpose, SAMPLE_PNG, 'iso-9001.png', 'image/png')
            : await uploadFile(purpose, pdf, `${field.replace(/\W+/g, '-')}.pdf`, 'application/pdf');
      refs.set(field, ref);
    }),
  );
  return (field) => {
    const ref = refs.get(field);
    if (!ref) throw new Error(`no upload for ${field}`);
    return ref;
  };
}

/** Every file field of the full vendor wizard; the quick form and the buyer form use the first four. */
export const VENDOR_FILE_FIELDS = Object.keys(
  REGISTRATION_FILE_PURPOSES,
) as (keyof typeof REGISTRATION_FILE_PURPOSES)[];
export const STEP_ONE_FILE_FIELDS = VENDOR_FILE_FIELDS.slice(0, 4);

import { describe, expect, it } from 'vitest';
import {
  BID_DOCUMENT_MAX_BYTES,
  cleanFileName,
  pickedFileProblem,
  REPRESENTATION_DOCUMENT_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  uploadMessages as m,
} from '../upload-rules';
import { FileParams, StoredFile, UploadRef, UploadRequest } from './uploads';

const valid = { purpose: 'document', file_name: 'pan-card.pdf', content_type: 'application/pdf', size: 1234 };

/** The first message zod gives for each field of a refused value. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('UploadRequest', () => {
  it('takes each allowed type, and image/jpg as image/jpeg', () => {
    for (const type of ['image/jpeg', 'image/png', 'application/pdf']) {
      expect(UploadRequest.parse({ ...valid, content_type: type }).content_type).toBe(type);
    }
    expect(UploadRequest.parse({ ...valid, content_type: 'image/jpg' }).content_type).toBe('image/jpeg');
  });

  it('takes sizes from 1 byte to exactly 5 MB', () => {
    expect(UploadRequest.safeParse({ ...valid, size: 1 }).success).toBe(true);
    expect(UploadRequest.safeParse({ ...valid, size: UPLOAD_MAX_BYTES }).success).toBe(true);
  });

  it('names each bad field with its message', () => {
    expect(messages(UploadRequest.safeParse({ ...valid, content_type: 'text/html' }))).toEqual({
      content_type: m.wrongType,
    });
    expect(messages(UploadRequest.safeParse({ ...valid, content_type: 'image/svg+xml' }))).toEqual({
      content_type: m.wrongType,
    });
    expect(messages(UploadRequest.safeParse({ ...valid, size: UPLOAD_MAX_BYTES + 1 }))).toEqual({ size: m.tooLarge });
    expect(messages(UploadRequest.safeParse({ ...valid, size: 0 }))).toEqual({ size: m.empty });
    expect(messages(UploadRequest.safeParse({ ...valid, size: 1.5 }))).toEqual({ size: m.size });
    expect(messages(UploadRequest.safeParse({ ...valid, size: '1234' }))).toEqual({ size: m.size });
    expect(messages(UploadRequest.safeParse({ ...valid, purpose: 'avatar' }))).toEqual({ purpose: m.purpose });
    expect(messages(UploadRequest.safeParse({ ...valid, file_name: '  ' }))).toEqual({ file_name: m.fileName });
    expect(messages(UploadRequest.safeParse({ ...valid, file_name: 'x'.repeat(201) }))).toEqual({
      file_name: m.fileName,
    });
    expect(messages(UploadRequest.safeParse({ ...valid, file_name: 'evil\u202Efdp.exe' }))).toEqual({
      file_name: m.fileNameUnsafe,
    });
    expect(Object.keys(messages(UploadRequest.safeParse({})))).toEqual([
      'purpose',
      'file_name',
      'content_type',
      'size',
    ]);
  });
});

describe('UploadRef', () => {
  const uuid = '0b8f9c1e-3c2a-4d5e-8f90-123456789abc';

  it('takes a new upload or a stored file', () => {
    expect(UploadRef.safeParse({ key: `tmp/${uuid}`, file_name: 'a.pdf' }).success).toBe(true);
    expect(UploadRef.safeParse({ key: `files/42/${uuid}.png`, file_name: 'a.png' }).success).toBe(true);
  });

  it('says "Please upload file" when there is none, and refuses any other key', () => {
    expect(messages(UploadRef.safeParse(null))).toEqual({ '': m.missing });
    expect(messages(UploadRef.safeParse(undefined))).toEqual({ '': m.missing });
    for (const key of [`tmp/${uuid}/../x`, `files/0/${uuid}.pdf`, `files/42/${uuid}.html`, '../etc/passwd', uuid]) {
      expect(messages(UploadRef.safeParse({ key, file_name: 'a.pdf' })), key).toEqual({ key: m.unavailable });
    }
  });

  it('is what StoredFile and FileParams agree with', () => {
    expect(
      StoredFile.safeParse({
        key: `files/42/${uuid}.pdf`,
        file_name: 'a.pdf',
        content_type: 'application/pdf',
        size: 9,
      }).success,
    ).toBe(true);
    expect(FileParams.parse({ account_id: '42', file_name: `${uuid}.jpg` })).toEqual({
      account_id: 42,
      file_name: `${uuid}.jpg`,
    });
    expect(FileParams.safeParse({ account_id: '42', file_name: `${uuid}.jpg/../x` }).success).toBe(false);
    expect(FileParams.safeParse({ account_id: '042', file_name: `${uuid}.jpg` }).success).toBe(false);
  });
});

describe('picked files (checked in the browser before uploading)', () => {
  it('refuses other types first, then empty and too large files', () => {
    expect(pickedFileProblem({ name: 'a.html', type: 'text/html', size: 10 })).toBe(m.wrongType);
    expect(pickedFileProblem({ name: 'a.gif', type: '', size: 10 })).toBe(m.wrongType);
    expect(pickedFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(m.empty);
    expect(pickedFileProblem({ name: 'a.png', type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe(m.tooLarge);
    expect(pickedFileProblem({ name: 'a.JPG', type: '', size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(pickedFileProblem({ name: 'scan', type: 'image/jpg', size: 5 })).toBeUndefined();
  });

  it('lets a bid document be up to 20 MB, and only a bid document', () => {
    const pdf = { name: 'a.pdf', type: 'application/pdf' };
    expect(pickedFileProblem({ ...pdf, size: 12 * 1024 * 1024 }, 'bid_document')).toBeUndefined();
    expect(pickedFileProblem({ ...pdf, size: BID_DOCUMENT_MAX_BYTES + 1 }, 'bid_document')).toBe(m.bidDocumentTooLarge);
    expect(pickedFileProblem({ ...pdf, size: 12 * 1024 * 1024 }, 'document')).toBe(m.tooLarge);
    expect(UploadRequest.safeParse({ ...valid, purpose: 'bid_document', size: BID_DOCUMENT_MAX_BYTES }).success).toBe(
      true,
    );
    expect(messages(UploadRequest.safeParse({ ...valid, size: UPLOAD_MAX_BYTES + 1 }))).toEqual({ size: m.tooLarge });
  });

  it('lets a representation document be up to 10 MB', () => {
    const pdf = { name: 'a.pdf', type: 'application/pdf' };
    const purpose = 'representation_document';
    expect(pickedFileProblem({ ...pdf, size: REPRESENTATION_DOCUMENT_MAX_BYTES }, purpose)).toBeUndefined();
    expect(pickedFileProblem({ ...pdf, size: REPRESENTATION_DOCUMENT_MAX_BYTES + 1 }, purpose)).toBe(
      m.representationDocumentTooLarge,
    );
    expect(UploadRequest.safeParse({ ...valid, purpose, size: REPRESENTATION_DOCUMENT_MAX_BYTES }).success).toBe(true);
    expect(
      messages(UploadRequest.safeParse({ ...valid, purpose, size: REPRESENTATION_DOCUMENT_MAX_BYTES + 1 })),
    ).toEqual({
      size: m.representationDocumentTooLarge,
    });
  });

  it('cleans a name so the request schema takes it', () => {
    const long = `${'é'.repeat(150)}${'😀'.repeat(60)}.pdf`;
    for (const name of ['report.pdf', 'a\u202Eb.pdf', '\u0000\u0001', long, ' spaced .png ']) {
      const cleaned = cleanFileName(name);
      expect(UploadRequest.shape.file_name.safeParse(cleaned).success, name).toBe(true);
    }
    expect(cleanFileName(long).endsWith('.pdf')).toBe(true);
    expect(cleanFileName('a\u202Eb.pdf')).toBe('ab.pdf');
  });
});

import { isSafeText } from '../rules';
import { positiveId } from './common';
import { documented, eitherOf, REQUIRED_SAFE_TEXT_PATTERN } from './documented';
import * as z from './mini';
import {
  STORED_FILE_KEY_PATTERN,
  STORED_FILE_NAME_PATTERN,
  TMP_UPLOAD_KEY_PATTERN,
  UPLOAD_SESSION_PATTERN,
  UPLOAD_FILE_NAME_MAX,
  BID_DOCUMENT_MAX_BYTES,
  REPRESENTATION_DOCUMENT_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_PURPOSES,
  UPLOAD_TYPES,
  uploadMessages as m,
} from '../upload-rules';

export { UPLOAD_MAX_BYTES, UPLOAD_PURPOSES, UPLOAD_TYPES, uploadMessages } from '../upload-rules';
export type { UploadContentType, UploadPurpose } from '../upload-rules';

// zod/mini (./mini.ts): the upload and file handlers' bundles carry these, and the schemas of
// registrations, profiles, settings and tenders hold them.

export const UploadPurposeSchema = z.enum(UPLOAD_PURPOSES, { error: m.purpose });

/** A file's name as people see it (never part of a key): 1..200 characters of safe text. */
export const UploadFileName = z
  .string({ error: m.fileName })
  .check(
    z.trim(),
    z.minLength(1, m.fileName),
    z.maxLength(UPLOAD_FILE_NAME_MAX, m.fileName),
    z.refine(isSafeText, m.fileNameUnsafe),
    documented({ pattern: REQUIRED_SAFE_TEXT_PATTERN }),
  );

/** A declared type: JPEG, PNG or PDF ('image/jpg' is taken as image/jpeg). */
export const UploadContentTypeSchema = z.pipe(
  z.enum([...UPLOAD_TYPES, 'image/jpg'], { error: m.wrongType }),
  z.transform((type: (typeof UPLOAD_TYPES)[number] | 'image/jpg') => (type === 'image/jpg' ? 'image/jpeg' : type)),
);

/** POST /uploads: what the browser is about to upload. The server checks the real file later. */
export const UploadRequest = z
  .object({
    purpose: UploadPurposeSchema,
    file_name: UploadFileName,
    content_type: UploadContentTypeSchema,
    size: z
      .number({ error: m.size })
      .check(z.int(m.size), z.minimum(1, m.empty), z.maximum(BID_DOCUMENT_MAX_BYTES, m.bidDocumentTooLarge)),
    /** The browser's upload session (UPLOAD_SESSION_PATTERN): anonymous tickets are limited per session. */
    upload_session: z.optional(z.string({ error: m.session }).check(z.regex(UPLOAD_SESSION_PATTERN, m.session))),
  })
  .check(
    // Only a bid document may pass 5 MB; a representation's document 10 MB.
    z.refine(
      (request) => request.purpose !== 'representation_document' || request.size <= REPRESENTATION_DOCUMENT_MAX_BYTES,
      {
        message: m.representationDocumentTooLarge,
        path: ['size'],
      },
    ),
    z.refine(
      (request) =>
        ['bid_document', 'representation_document'].includes(request.purpose) || request.size <= UPLOAD_MAX_BYTES,
      {
        message: m.tooLarge,
        path: ['size'],
      },
    ),
  );
export type UploadRequest = z.infer<typeof UploadRequest>;

/** POST /uploads 201: a presigned POST for one object under tmp/ (multipart: `fields`, then the file). */
export const UploadTicket = z.object({
  data: z.object({
    key: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    expires_at: z.string(),
    max_bytes: z.number(),
  }),
});
export type UploadTicket = z.infer<typeof UploadTicket>;

/**
 * What a form puts in its JSON body for a file field: a new upload (tmp/<uuid> from POST /uploads)
 * or a file the record already has (files/<account>/<uuid>.<ext>), with the name to show.
 */
export const uploadRef = (missing: string = m.missing) =>
  z.object(
    {
      key: z.string({ error: m.unavailable }).check(
        z.refine((key: string) => TMP_UPLOAD_KEY_PATTERN.test(key) || STORED_FILE_KEY_PATTERN.test(key), m.unavailable),
        documented({ pattern: eitherOf(TMP_UPLOAD_KEY_PATTERN, STORED_FILE_KEY_PATTERN) }),
      ),
      file_name: UploadFileName,
    },
    { error: missing },
  );
export const UploadRef = uploadRef();
export type UploadRef = z.infer<typeof UploadRef>;

/** A file as records store it (and answers show it); reading it goes through GET /files/... */
export const StoredFile = z.object({
  key: z.string().check(z.regex(STORED_FILE_KEY_PATTERN)),
  file_name: z.string(),
  content_type: z.enum(UPLOAD_TYPES),
  size: z.number().check(z.int()),
});
export type StoredFile = z.infer<typeof StoredFile>;

const FILE_NAME_MESSAGE = 'file_name must be a stored file name (<uuid>.pdf, .jpg or .png).';

/** GET /files/{account_id}/{file_name}. */
export const FileParams = z.object({
  account_id: positiveId('account_id must be a positive whole number.'),
  file_name: z.string({ error: FILE_NAME_MESSAGE }).check(z.regex(STORED_FILE_NAME_PATTERN, FILE_NAME_MESSAGE)),
});
export type FileParams = z.infer<typeof FileParams>;

/** GET /files/... 200: a short-lived link that shows the file. */
export const FileUrlAnswer = z.object({
  data: z.object({ url: z.string(), expires_at: z.string() }),
});
export type FileUrlAnswer = z.infer<typeof FileUrlAnswer>;

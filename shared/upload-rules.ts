// File upload rules both sides apply: zod on the server (shared/schemas/uploads.ts), yup and the
// upload field in the forms. Plain values, no zod, so the browser bundle stays small.
import { isSafeText } from './rules';

/** What a file is for; an upload ticket of one purpose cannot be claimed by a field of another. */
export const UPLOAD_PURPOSES = [
  'director_photo',
  'document',
  'certificate',
  'turnover_certificate',
  'tender_document',
  'site_logo',
  /** A document of a bid's technical cover: sealed into the bid at submission, the plain upload deleted. */
  'bid_document',
  /** A bidder's document with its representation against a not-qualified decision. */
  'representation_document',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** SPEC: JPEG, PNG, JPG and PDF. 'image/jpg' (some browsers) is taken as image/jpeg. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadContentType = (typeof UPLOAD_TYPES)[number];

/** The extension a stored file gets for its (detected) type. */
export const UPLOAD_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
} as const satisfies Record<UploadContentType, string>;

/** The file picker's `accept`: types and extensions (some systems give a file no type). */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** A bid's documents may be larger (up to 20 MB each). */
export const BID_DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** A representation's document (up to 10 MB). */
export const REPRESENTATION_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The largest file a purpose takes. */
export const uploadMaxBytes = (purpose: UploadPurpose) =>
  purpose === 'bid_document'
    ? BID_DOCUMENT_MAX_BYTES
    : purpose === 'representation_document'
      ? REPRESENTATION_DOCUMENT_MAX_BYTES
      : UPLOAD_MAX_BYTES;
export const UPLOAD_FILE_NAME_MAX = 200;

/** A presigned POST's lifetime, and how long an unclaimed upload's record and object live. */
export const UPLOAD_TICKET_SECONDS = 10 * 60;
export const UPLOAD_RECORD_SECONDS = 24 * 60 * 60;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A new upload's object key, as POST /uploads hands it out. */
export const TMP_UPLOAD_KEY_PATTERN = new RegExp(`^tmp/${UUID}$`);
/** A stored file's name inside its account's folder. */
export const STORED_FILE_NAME_PATTERN = new RegExp(`^${UUID}\\.(?:pdf|jpg|png)$`);
/** A stored file's key: files/<account id>/<uuid>.<ext>. */
export const STORED_FILE_KEY_PATTERN = new RegExp(`^files/[1-9]\\d{0,15}/${UUID}\\.(?:pdf|jpg|png)$`);

export const uploadMessages = {
  /** SPEC.md, verbatim. */
  missing: 'Please upload file',
  /** SPEC.md, verbatim. */
  wrongType: 'Only Image and PDF files are allowed.',
  tooLarge: 'The file must be 5 MB or smaller.',
  bidDocumentTooLarge: 'A bid document must be 20 MB or smaller.',
  representationDocumentTooLarge: 'A representation document must be 10 MB or smaller.',
  empty: 'The file is empty. Please choose another file.',
  unavailable: 'This upload is no longer available. Please upload the file again.',
  wrongPurpose: 'This file was uploaded for another field. Please upload it again here.',
  sameFileTwice: 'This upload is already used by another field. Please upload the file again.',
  purpose: 'Choose what the file is for.',
  fileName: 'The file name must be 1 to 200 characters.',
  fileNameUnsafe: 'The file name contains characters that are not allowed.',
  size: 'The file size must be a whole number of bytes from 1 to 5 MB (20 MB for a bid document).',
  failed: 'The file could not be uploaded. Please try again.',
  session: 'The upload session must be 16 to 64 letters, digits, - or _.',
} as const;

/**
 * An upload session: a random id the browser makes once per page load and sends with each upload
 * ticket it asks for, so uploads are limited per visitor rather than per address (an office or a
 * carrier's shared address serves many visitors). Guessable or repeated ids only hurt their sender.
 */
export const UPLOAD_SESSION_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The canonical type of a declared or browser-reported type, or undefined when not allowed. */
export function uploadContentType(type: string): UploadContentType | undefined {
  const normal = type.trim().toLowerCase();
  if (normal === 'image/jpg') return 'image/jpeg';
  return (UPLOAD_TYPES as readonly string[]).includes(normal) ? (normal as UploadContentType) : undefined;
}

const TYPE_BY_EXTENSION: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The type of a picked file: what the browser reports, or by its extension when it reports none. */
export function pickedFileType(file: { type: string; name: string }): UploadContentType | undefined {
  if (file.type) return uploadContentType(file.type);
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return extension ? TYPE_BY_EXTENSION[extension] : undefined;
}

/** What is wrong with a picked file before it is uploaded (type, then size), or undefined. */
export function pickedFileProblem(
  file: { type: string; name: string; size: number },
  purpose?: UploadPurpose,
): string | undefined {
  if (!pickedFileType(file)) return uploadMessages.wrongType;
  if (file.size <= 0) return uploadMessages.empty;
  if (file.size > uploadMaxBytes(purpose ?? 'document')) return uploadTooLargeMessage(purpose ?? 'document');
  return undefined;
}

/** What a purpose's too-large file is told. */
export function uploadTooLargeMessage(purpose: UploadPurpose): string {
  if (purpose === 'bid_document') return uploadMessages.bidDocumentTooLarge;
  if (purpose === 'representation_document') return uploadMessages.representationDocumentTooLarge;
  return uploadMessages.tooLarge;
}

/** A picked file's name as an upload may carry it: characters `isSafeText` refuses dropped, at most 200. */
export function cleanFileName(name: string): string {
  const kept = Array.from(name)
    .filter((character) => isSafeText(character))
    .join('')
    .trim();
  if (kept.length <= UPLOAD_FILE_NAME_MAX) return kept || 'file';
  const extension = /\.[a-z0-9]{1,5}$/i.exec(kept)?.[0] ?? '';
  let base = '';
  for (const character of kept.slice(0, kept.length - extension.length)) {
    if (base.length + character.length + extension.length > UPLOAD_FILE_NAME_MAX) break;
    base += character;
  }
  return `${base.trimEnd()}${extension}`;
}

import {
  STORED_FILE_KEY_PATTERN,
  TMP_UPLOAD_KEY_PATTERN,
  UPLOAD_EXTENSIONS,
  type UploadContentType,
} from '@tender/shared/upload-rules';

// Object keys in the uploads bucket. Browsers upload to tmp/ (expires after a day); accepted files
// live under files/<account id>/, the folder GET /files/{account_id}/{file_name} reads from.

export const TMP_PREFIX = 'tmp/';

export const tmpUploadKey = (uploadId: string) => `${TMP_PREFIX}${uploadId}`;

/** The upload id of a tmp/ key, or undefined for any other key. */
export function uploadIdOf(key: string): string | undefined {
  return TMP_UPLOAD_KEY_PATTERN.test(key) ? key.slice(TMP_PREFIX.length) : undefined;
}

/** Where an accepted upload is stored: the same uuid, so accepting it again lands on the same key. */
export const storedFileKey = (accountId: number, uploadId: string, type: UploadContentType) =>
  `files/${accountId}/${uploadId}.${UPLOAD_EXTENSIONS[type]}`;

export type StoredFileKey = { accountId: number; fileName: string; contentType: UploadContentType };

const TYPE_OF_EXTENSION: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The parts of a files/<account>/<uuid>.<ext> key, or undefined for any other key. */
export function parseStoredFileKey(key: string): StoredFileKey | undefined {
  if (!STORED_FILE_KEY_PATTERN.test(key)) return undefined;
  const [, account, fileName] = key.split('/') as [string, string, string];
  const contentType = TYPE_OF_EXTENSION[fileName.slice(fileName.lastIndexOf('.') + 1)];
  if (!contentType) return undefined;
  return { accountId: Number(account), fileName, contentType };
}

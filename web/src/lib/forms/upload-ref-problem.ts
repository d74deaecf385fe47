import { isSafeText } from '@tender/shared/rules';
import { TMP_UPLOAD_KEY_PATTERN, UPLOAD_FILE_NAME_MAX, uploadMessages } from '@tender/shared/upload-rules';

/**
 * An uploaded file's value (a tmp/ key and a file name, as the API's upload references take it), with
 * the server's messages; `missing` when there is no file at all.
 */
export function uploadRefProblem(value: unknown, missing: string): string | undefined {
  if (typeof value !== 'object' || value === null) return missing;
  const { key, file_name: fileName } = value as { key?: unknown; file_name?: unknown };
  if (typeof key !== 'string' || !TMP_UPLOAD_KEY_PATTERN.test(key)) return uploadMessages.unavailable;
  if (typeof fileName !== 'string') return uploadMessages.fileName;
  const name = fileName.trim();
  if (name.length < 1 || name.length > UPLOAD_FILE_NAME_MAX) return uploadMessages.fileName;
  return isSafeText(name) ? undefined : uploadMessages.fileNameUnsafe;
}

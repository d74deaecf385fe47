import type { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { NotFoundError, ForbiddenError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { headObject, presignGet } from '../../platform/storage';
import { parseStoredFileKey } from './upload-keys';

/** Who asks to see a file: its account's own user, or an Admin. */
export type FileViewer = Pick<Caller, 'userId' | 'role'>;

export type FileUrl = FileUrlAnswer['data'];

/**
 * A short-lived link (config DOWNLOAD_URL_SECONDS) that shows a stored file in the browser, for
 * its account's own user or an Admin (anyone else: 403). It does not look the object up: records
 * only hold keys that were stored. `fileName` is the name the browser gives it when saved.
 */
export async function fileUrl(storedKey: string, caller: FileViewer, fileName?: string): Promise<FileUrl> {
  const parsed = parseStoredFileKey(storedKey);
  if (!parsed) throw new NotFoundError();
  if (caller.userId !== parsed.accountId && caller.role !== 'Admin') throw new ForbiddenError();
  const { url, expiresAt } = await presignGet(storedKey, {
    fileName: fileName ?? parsed.fileName,
    disposition: 'inline',
  });
  return { url, expires_at: expiresAt.toISOString() };
}

/** GET /files/{account_id}/{file_name}: 403 before 404, so others cannot tell which files exist. */
export async function getFileUrl(accountId: number, fileName: string, caller: FileViewer): Promise<FileUrlAnswer> {
  const key = `files/${accountId}/${fileName}`;
  if (caller.userId !== accountId && caller.role !== 'Admin') throw new ForbiddenError();
  if (!(await headObject(key))) throw new NotFoundError();
  return { data: await fileUrl(key, caller) };
}

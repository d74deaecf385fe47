import { deleteAllVersions } from '../../platform/storage';
import { parseStoredFileKey, tmpUploadKey } from '../uploads/upload-keys';

// An account's files in the uploads bucket, removed for good: its folder
// files/<id>/ (every upload it made, identity documents included) and its data exports
// exports/<id>/, with every old version and delete marker (the cloud bucket is versioned), and the
// tmp/ originals its uploads were copied from. Used by the erasure and by the Admin's deletion of a
// registrant. Kept: anything named as an invoice (GST law keeps tax invoices 8 years), and what
// the market's records hold outside these folders (a bid's sealed covers under bids/, opened
// covers under opened/, comparative statements): those belong to the tender as much as to the bidder.

const accountFolders = (accountId: number) => [`files/${accountId}/`, `exports/${accountId}/`];

const isInvoice = (key: string) => /invoice/i.test(key);

/** The upload (ticket) id of a files/<id>/<uuid>.<ext> key: the same uuid as its tmp/ original. */
function uploadIdOfStoredKey(key: string): string | undefined {
  const parsed = parseStoredFileKey(key);
  return parsed ? parsed.fileName.slice(0, parsed.fileName.lastIndexOf('.')) : undefined;
}

export type RemovedFiles = { keys: string[]; uploadIds: string[] };

/** Removes the account's files with all their versions; answers the keys removed and their upload ids. */
export async function removeAccountFiles(accountId: number): Promise<RemovedFiles> {
  const removed: string[] = [];
  for (const folder of accountFolders(accountId)) removed.push(...(await deleteAllVersions(folder, isInvoice)));
  const uploadIds = [...new Set(removed.map(uploadIdOfStoredKey).filter((id): id is string => id !== undefined))];
  for (const id of uploadIds) removed.push(...(await deleteAllVersions(tmpUploadKey(id))));
  return { keys: removed, uploadIds };
}

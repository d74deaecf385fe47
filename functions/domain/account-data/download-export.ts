import { accountDataMessages as m } from '@tender/shared/account-data-messages';
import { getDataExport } from '../../data/data-export-repository';
import { ValidationError } from '../../platform/errors';
import { readExportToken } from './export-link';

/**
 * GET /account/data_export/download: the ZIP a mailed (or My Info) link names, if the link is
 * genuine, not expired and its export is still the account's ready one; a 400 on `token` otherwise
 * (the same answer for every reason: a guessed link learns nothing).
 */
export async function exportDownload(token: string, now: Date): Promise<{ key: string; fileName: string }> {
  const refused = () => new ValidationError({ token: [m.linkInvalid] }, m.linkInvalid);
  const signed = await readExportToken(token, now);
  if (!signed) throw refused();
  const record = await getDataExport(signed.accountId);
  if (!record || record.export_id !== signed.exportId || record.status !== 'ready' || !record.zip_object)
    throw refused();
  if (!record.expires_at || new Date(record.expires_at) <= now) throw refused();
  const day = (record.ready_at ?? now.toISOString()).slice(0, 10);
  return { key: record.zip_object.key, fileName: `my-data-${record.account_id}-${day}.zip` };
}

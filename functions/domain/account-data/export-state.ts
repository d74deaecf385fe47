import type { DataExportState } from '@tender/shared/schemas/account-data';
import type { DataExportRecord } from '../../data/data-export-repository';
import { exportPath } from './export-link';

/** What My Info is told of an export: a ready one past its expiry is expired (the job removes its file soon). */
export async function exportState(record: DataExportRecord | undefined, now: Date): Promise<DataExportState> {
  if (!record) {
    return {
      status: 'none',
      progress: 0,
      requested_at: null,
      ready_at: null,
      expires_at: null,
      download_url: null,
      size: null,
    };
  }
  const expiresAt = record.expires_at ? new Date(record.expires_at) : null;
  const expired = record.status === 'expired' || (record.status === 'ready' && expiresAt !== null && expiresAt <= now);
  const ready = record.status === 'ready' && !expired && expiresAt !== null;
  return {
    status: expired ? 'expired' : record.status,
    progress: ready ? 100 : record.status === 'preparing' ? record.progress : 0,
    requested_at: record.requested_at,
    ready_at: ready ? record.ready_at : null,
    expires_at: ready ? record.expires_at : null,
    download_url: ready
      ? await exportPath({ accountId: record.account_id, exportId: record.export_id, expiresAt })
      : null,
    size: ready ? record.zip_bytes : null,
  };
}

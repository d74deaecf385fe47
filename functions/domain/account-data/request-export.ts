import { randomBytes, randomUUID } from 'node:crypto';
import { accountDataMessages as m } from '@tender/shared/account-data-messages';
import type { DataExportState } from '@tender/shared/schemas/account-data';
import type { AuditEntry } from '../../data/audit-repository';
import { getDataExport, putQueuedExport, type DataExportRecord } from '../../data/data-export-repository';
import { getUser } from '../../data/users-repository';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { exportState } from './export-state';

// "Download my data" (DPDP Act 2023): a signed-in registrant (any role but
// Admin, whose account holds no registrant data) asks; the request is stored (with its audit entry)
// and answered at once; the data-export job prepares the ZIP and mails the link. One at a time:
// asking while one is queued or being prepared answers that one.

const isRunning = (record: DataExportRecord | undefined) =>
  record?.status === 'queued' || record?.status === 'preparing';

function assertRegistrant(caller: Caller): void {
  if (caller.role === 'Admin') throw new ForbiddenError(m.adminRefused);
}

function newExport(accountId: number, previous: DataExportRecord | undefined, now: Date): DataExportRecord {
  return {
    account_id: accountId,
    export_id: randomBytes(16).toString('hex'),
    status: 'queued',
    progress: 0,
    requested_at: now.toISOString(),
    started_at: null,
    lease_until: null,
    ready_at: null,
    expires_at: null,
    zip_object: null,
    zip_bytes: null,
    // A replaced ready export's file is removed by the job (this route may not delete objects).
    superseded: previous?.zip_object ?? previous?.superseded ?? null,
    failure_reason: null,
  };
}

function auditEntry(record: DataExportRecord, actorName: string): AuditEntry {
  return {
    id: randomUUID(),
    at: record.requested_at,
    actor_id: record.account_id,
    actor_name: actorName,
    action: 'registrant.data_export',
    entity: 'registrant',
    entity_id: String(record.account_id),
    summary: 'Asked for a copy of its data (Download my data)',
    before: null,
    after: { export_id: record.export_id },
  };
}

/** POST /account/data_export: a new export, or the one already queued or being prepared. */
export async function requestDataExport(caller: Caller, now: Date): Promise<DataExportState> {
  assertRegistrant(caller);
  const current = await getDataExport(caller.userId);
  if (isRunning(current)) return exportState(current, now);
  const user = await getUser(caller.userId);
  if (!user) throw new NotFoundError();
  const record = newExport(user.id, current, now);
  if (await putQueuedExport(record, current?.export_id ?? null, auditEntry(record, user.name))) {
    return exportState(record, now);
  }
  // Another request replaced it meanwhile: answer that one.
  return exportState(await getDataExport(caller.userId), now);
}

/** GET /account/data_export: the caller's export as it stands. */
export async function getDataExportState(caller: Caller, now: Date): Promise<DataExportState> {
  assertRegistrant(caller);
  return exportState(await getDataExport(caller.userId), now);
}

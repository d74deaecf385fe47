import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../platform/dynamo-client';
import type { AuditEntry } from './audit-repository';
import {
  claimExport,
  getDataExport,
  markExportReady,
  putQueuedExport,
  type DataExportRecord,
} from './data-export-repository';
import { keys } from './keys';

// The export's bucket objects on DynamoDB Local: callers hand storage's StoredCopy in and get it
// back, while the item keeps the shape it always stored ({ key, version }).

const now = new Date();

function queued(accountId: number, superseded: DataExportRecord['superseded']): DataExportRecord {
  return {
    account_id: accountId,
    export_id: randomUUID().replaceAll('-', ''),
    status: 'queued',
    progress: 0,
    requested_at: now.toISOString(),
    started_at: null,
    lease_until: null,
    ready_at: null,
    expires_at: null,
    zip_object: null,
    zip_bytes: null,
    superseded,
    failure_reason: null,
  };
}

const audit = (accountId: number): AuditEntry => ({
  id: randomUUID(),
  at: now.toISOString(),
  actor_id: accountId,
  actor_name: 'Registrant',
  action: 'account.data_export',
  entity: 'registrant',
  entity_id: String(accountId),
  summary: 'Asked for a data export',
  before: null,
  after: null,
});

const storedItem = async (accountId: number) =>
  (await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.dataExport(accountId), ConsistentRead: true })))
    .Item;

describe('data export records (DynamoDB Local)', () => {
  it('stores the ZIP and the superseded one as { key, version } and answers them as stored copies', async () => {
    const accountId = randomInt(500_000_000, 900_000_000);
    const old = { key: `exports/${accountId}/old.zip`, version_id: 'v-old' };
    const record = queued(accountId, old);
    expect(await putQueuedExport(record, null, audit(accountId))).toBe(true);
    expect((await storedItem(accountId))?.superseded).toEqual({ key: old.key, version: 'v-old' });
    expect((await getDataExport(accountId))?.superseded).toEqual(old);

    expect(await claimExport(accountId, record.export_id, now, new Date(now.getTime() + 60_000))).toBe(true);
    const zip = { key: `exports/${accountId}/${record.export_id}.zip`, version_id: null };
    const ready = { object: zip, size: 10, readyAt: now, expiresAt: new Date(now.getTime() + 86_400_000) };
    expect(await markExportReady(accountId, record.export_id, ready)).toBe(true);
    expect((await storedItem(accountId))?.zip_object).toEqual({ key: zip.key, version: null });
    const read = await getDataExport(accountId);
    expect(read).toMatchObject({ status: 'ready', zip_object: zip, superseded: null });
  });
});

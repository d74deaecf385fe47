import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@tender/shared/schemas/mini';
import { dynamo, tableName } from '../platform/dynamo-client';
import type { StoredCopy } from '../platform/storage';
import { TransactionConditionError, writeWithAudit, type AuditEntry } from './audit-repository';
import { defineEntity } from './entity';
import { keys } from './keys';
import type { TransactWriteItem } from './transactions';
import { isConditionFailure } from './transactions';

// The account's "Download my data" export: ONE item beside its user (a new request replaces the
// last), listed in the sparse gsi1 while the job has work on it: queued or preparing by request
// time (DATA_EXPORTS_DUE), ready by expiry (DATA_EXPORTS_EXPIRING, so the job removes the file).

const EXPORT_STATUSES = ['queued', 'preparing', 'ready', 'failed', 'expired'] as const;
export type StoredExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * A bucket object the export wrote, as the item stores it (the version written, null in an
 * unversioned bucket); callers get and give it as storage's StoredCopy.
 */
const ExportObject = z.object({ key: z.string(), version: z.nullable(z.string()) });
type ExportObject = z.infer<typeof ExportObject>;

const storedObject = (copy: StoredCopy | null): ExportObject | null =>
  copy ? { key: copy.key, version: copy.version_id } : null;

const copyOf = (object: ExportObject | null | undefined): StoredCopy | null =>
  object ? { key: object.key, version_id: object.version ?? null } : null;

const DataExportEntity = defineEntity({
  name: 'data export',
  schema: z.object({
    account_id: z.number(),
    /** 32 hex digits: names the ZIP and is signed into the mailed link. */
    export_id: z.string(),
    status: z.enum(EXPORT_STATUSES),
    progress: z.number(),
    requested_at: z.string(),
    started_at: z.nullable(z.string()),
    /** While preparing: until when this run holds it (a run that stopped is taken over after). */
    lease_until: z.nullable(z.string()),
    ready_at: z.nullable(z.string()),
    expires_at: z.nullable(z.string()),
    zip_object: z.nullable(ExportObject),
    zip_bytes: z.nullable(z.number()),
    /** The ZIP of the export this one replaced, removed by the job. */
    superseded: z.nullable(ExportObject),
    failure_reason: z.nullable(z.string()),
  }),
});

export type DataExportRecord = Omit<z.infer<typeof DataExportEntity.schema>, 'zip_object' | 'superseded'> & {
  zip_object: StoredCopy | null;
  superseded: StoredCopy | null;
};

export async function getDataExport(accountId: number): Promise<DataExportRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.dataExport(accountId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const stored = DataExportEntity.read(Item);
  return { ...stored, zip_object: copyOf(stored.zip_object), superseded: copyOf(stored.superseded) };
}

/**
 * Writes a new queued export with its audit entry, in one transaction, on the condition that the
 * item is still what the caller read (`previousExportId`, or none): false when another request
 * replaced it meanwhile.
 */
export async function putQueuedExport(
  record: DataExportRecord,
  previousExportId: string | null,
  audit: AuditEntry,
): Promise<boolean> {
  const put: TransactWriteItem = {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.dataExport(record.account_id),
        ...keys.dataExportsDueIndex(record.requested_at, record.account_id),
        ...record,
        zip_object: storedObject(record.zip_object),
        superseded: storedObject(record.superseded),
      },
      ConditionExpression: previousExportId === null ? 'attribute_not_exists(pk)' : 'export_id = :previous',
      ...(previousExportId === null ? {} : { ExpressionAttributeValues: { ':previous': previousExportId } }),
    },
  };
  try {
    await writeWithAudit([put], [audit]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionError && error.failed.includes(0)) return false;
    throw error;
  }
}

/** The account ids of an index partition, oldest first, up to `limit` (the index's sort key ends in the id). */
async function accountIdsIn(partition: string, limit: number, below?: string): Promise<number[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: below ? 'gsi1pk = :pk AND gsi1sk < :below' : 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition, ...(below ? { ':below': below } : {}) },
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => Number(String(item.pk).slice('USER#'.length)));
}

/** Accounts whose export is queued or being prepared, oldest request first. */
export function listDueExports(limit: number): Promise<number[]> {
  return accountIdsIn(keys.dataExportsDuePartition(), limit);
}

/** Accounts whose ready export expired before `now`. */
export function listExpiredExports(now: Date, limit: number): Promise<number[]> {
  return accountIdsIn(keys.dataExportsExpiringPartition(), limit, now.toISOString());
}

async function conditionalUpdate(input: {
  accountId: number;
  exportId: string;
  update: string;
  condition?: string;
  values?: Record<string, unknown>;
}): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.dataExport(input.accountId),
        UpdateExpression: input.update,
        ConditionExpression: `export_id = :id${input.condition ? ` AND (${input.condition})` : ''}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':id': input.exportId, ...input.values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes a queued export (or one whose last run's lease ran out) for this run: false when another has it. */
export function claimExport(accountId: number, exportId: string, now: Date, leaseUntil: Date): Promise<boolean> {
  return conditionalUpdate({
    accountId,
    exportId,
    update: 'SET #status = :preparing, progress = :zero, started_at = :now, lease_until = :lease',
    condition: '#status = :queued OR (#status = :preparing AND lease_until < :now)',
    values: {
      ':preparing': 'preparing',
      ':queued': 'queued',
      ':zero': 0,
      ':now': now.toISOString(),
      ':lease': leaseUntil.toISOString(),
    },
  });
}

export function setExportProgress(accountId: number, exportId: string, progress: number): Promise<boolean> {
  return conditionalUpdate({
    accountId,
    exportId,
    update: 'SET progress = :progress',
    condition: '#status = :preparing',
    values: { ':progress': progress, ':preparing': 'preparing' },
  });
}

/** The ZIP is written: ready until `expiresAt`, listed for the job to remove then. */
export function markExportReady(
  accountId: number,
  exportId: string,
  ready: { object: StoredCopy; size: number; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const expiring = keys.dataExportsExpiringIndex(ready.expiresAt.toISOString(), accountId);
  return conditionalUpdate({
    accountId,
    exportId,
    update:
      'SET #status = :ready, progress = :full, zip_object = :object, zip_bytes = :size, ready_at = :readyAt, ' +
      'expires_at = :expiresAt, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk, lease_until = :none, superseded = :none',
    condition: '#status = :preparing',
    values: {
      ':ready': 'ready',
      ':preparing': 'preparing',
      ':full': 100,
      ':object': storedObject(ready.object),
      ':size': ready.size,
      ':readyAt': ready.readyAt.toISOString(),
      ':expiresAt': ready.expiresAt.toISOString(),
      ':gsi1pk': expiring.gsi1pk,
      ':gsi1sk': expiring.gsi1sk,
      ':none': null,
    },
  });
}

/** Preparing failed: said so, and off the job's list (the registrant may ask again). */
export function markExportFailed(accountId: number, exportId: string, error: string): Promise<boolean> {
  return conditionalUpdate({
    accountId,
    exportId,
    update: 'SET #status = :failed, failure_reason = :error, lease_until = :none REMOVE gsi1pk, gsi1sk',
    values: { ':failed': 'failed', ':error': error.slice(0, 300), ':none': null },
  });
}

/** The file is removed: expired, off the job's list. */
export function markExportExpired(accountId: number, exportId: string): Promise<boolean> {
  return conditionalUpdate({
    accountId,
    exportId,
    update: 'SET #status = :expired, zip_object = :none REMOVE gsi1pk, gsi1sk',
    condition: '#status = :ready',
    values: { ':expired': 'expired', ':ready': 'ready', ':none': null },
  });
}

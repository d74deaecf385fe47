import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { ConflictError } from '../platform/errors';
import { decodeCursor, encodeCursor } from './cursor';
import { keys, withoutKeys } from './keys';
import { cancellationReasons, failedConditions, writeTransaction, type TransactWriteItem } from './transactions';

// The admin area's audit trail: one item per admin change, beside nothing else, written in
// the same transaction as the change itself (`writeWithAudit`), so a change without its entry (or an
// entry without its change) cannot exist. Read per record (its own partition) or as one feed (gsi2).

export const AUDIT_ENTITIES = ['tender', 'registrant', 'settings', 'lookup', 'contact'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * The opening's entries: an opener's confirmation, each cover's decrypt (one per bid
 * and cover, naming who confirmed) and the opening's end, all on the tender's trail.
 */
export const OPENING_AUDIT_ACTIONS = {
  confirm: 'tender.opening_confirm',
  decrypt: 'tender.cover_decrypt',
  opened: 'tender.opening_done',
} as const;

export type AuditEntry = {
  id: string;
  /** ISO instant of the change. */
  at: string;
  actor_id: number;
  actor_name: string;
  /** What was done, e.g. tender.create, tender.cancel, settings.update, lookup.delete. */
  action: string;
  entity: AuditEntity;
  /** The record's id: a number as text, 'basic' for the settings, '<kind>:<id>' for a lookup entry. */
  entity_id: string;
  /** One line for people. */
  summary: string;
  /** The fields that changed, as they were and as they became (null: created or deleted). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The Put of one audit entry, for a transaction of its own change (writeWithAudit, a profile save). */
export function auditPutItem(entry: AuditEntry): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.audit(entry.entity, entry.entity_id, entry.at, entry.id),
        ...keys.auditFeed(entry.at, entry.id),
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/**
 * A transaction's condition failed: `failed` holds the indexes (into the items given to
 * writeWithAudit) whose condition did not hold, or is empty when the database did not say.
 */
export class TransactionConditionError extends ConflictError {
  constructor(
    readonly failed: number[],
    cause: unknown,
  ) {
    super(undefined, { cause });
  }
}

/** Two transactions met on one item (another admin's change at the same moment): worth one more try. */
const ATTEMPTS = 3;

/**
 * Writes a change's items and its audit entries in one transaction (at most 100 items). A failed
 * condition throws TransactionConditionError naming the failed items; a transaction that met
 * another on the same item is tried again (up to 3 times) before it is a conflict too.
 */
export async function writeWithAudit(items: TransactWriteItem[], entries: AuditEntry[]): Promise<void> {
  const all = [...items, ...entries.map(auditPutItem)];
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeTransaction(all);
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      const failed = failedConditions(reasons);
      const raced = failed.length === 0 && reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (raced && attempt < ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
        continue;
      }
      throw new TransactionConditionError(failed, error);
    }
  }
}

/** Audit entries alone, for a step recorded before (or after) what it does (an opening's confirmation, decrypt, end). */
export const writeAudit = (entries: AuditEntry[]): Promise<void> => writeWithAudit([], entries);

/**
 * writeWithAudit for a change whose only failure callers tell apart is that its conditions no
 * longer held (the record gone, or no longer in the state read): false then, and nothing written.
 */
export async function writeWithAuditIfHeld(items: TransactWriteItem[], entries: AuditEntry[]): Promise<boolean> {
  try {
    await writeWithAudit(items, entries);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionError) return false;
    throw error;
  }
}

const KEY_ATTRIBUTES = ['pk', 'sk'] as const;
const FEED_KEY_ATTRIBUTES = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;

export type AuditPage = { items: AuditEntry[]; cursor: string | null };

/**
 * Entries newest first: of one record (its partition) when `entity` and `entityId` are given,
 * otherwise every entry (the gsi2 feed). Paged by a signed cursor bound to what was asked.
 */
export async function listAudit(options: {
  entity?: AuditEntity;
  entityId?: string;
  limit: number;
  cursor?: string;
}): Promise<AuditPage> {
  const perRecord = options.entity !== undefined && options.entityId !== undefined;
  const scope = { list: perRecord ? keys.auditPartition(options.entity!, options.entityId!) : 'AUDIT' };
  const attributes = perRecord ? KEY_ATTRIBUTES : FEED_KEY_ATTRIBUTES;
  const start = await decodeCursor(options.cursor, scope, attributes);
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      ...(perRecord
        ? {
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': scope.list },
          }
        : {
            IndexName: 'gsi2',
            KeyConditionExpression: 'gsi2pk = :pk',
            ExpressionAttributeValues: { ':pk': keys.auditFeedPartition() },
          }),
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: start,
    }),
  );
  const items = (page.Items ?? []).map((item) => withoutKeys(item) as AuditEntry);
  const last = page.LastEvaluatedKey as Record<string, string> | undefined;
  const next = last ? Object.fromEntries(attributes.map((name) => [name, String(last[name])])) : undefined;
  return { items, cursor: await encodeCursor(next, scope) };
}

/** An entry of the feed with its place in it (`<at>#<id>`). */
export type AuditFeedEntry = { position: string; entry: AuditEntry };

/**
 * What a job read of the feed: the entity's entries, oldest first, and the place it read up to
 * (past entries of other entities too), the cursor to resume after; undefined when nothing was read.
 */
export type AuditFeedPage = { entries: AuditFeedEntry[]; readUpTo: string | undefined };

/** One read of the feed: an entity's entries on one side of a place, and the last place read. */
async function readFeed(options: {
  entity: AuditEntity;
  limit: number;
  side: { after: string } | { before?: string };
}): Promise<{ entries: AuditFeedEntry[]; lastRead: string | undefined }> {
  const forward = 'after' in options.side;
  const bound = 'after' in options.side ? options.side.after : options.side.before;
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression:
        bound === undefined ? 'gsi2pk = :pk' : `gsi2pk = :pk AND gsi2sk ${forward ? '>' : '<'} :bound`,
      FilterExpression: 'entity = :entity',
      ExpressionAttributeValues: {
        ':pk': keys.auditFeedPartition(),
        ':entity': options.entity,
        ...(bound === undefined ? {} : { ':bound': bound }),
      },
      ScanIndexForward: forward,
      Limit: options.limit,
    }),
  );
  const entries = (page.Items ?? []).map((item) => ({
    position: String(item.gsi2sk),
    entry: withoutKeys(item) as AuditEntry,
  }));
  const lastRead = page.LastEvaluatedKey?.gsi2sk;
  return { entries, lastRead: typeof lastRead === 'string' ? lastRead : undefined };
}

/**
 * Entries of one entity (e.g. every tender's) after a place in the feed, oldest first: how a job
 * follows what happened (followers' news, alerts, the open-data feed). At most `limit`
 * feed entries are read, so a run stays bounded; the next run resumes after `readUpTo`.
 */
export async function listAuditFeedAfter(options: {
  after: string;
  entity: AuditEntity;
  limit: number;
}): Promise<AuditFeedPage> {
  const { entries, lastRead } = await readFeed({ ...options, side: { after: options.after } });
  return { entries, readUpTo: lastRead ?? entries.at(-1)?.position };
}

/**
 * Entries of one entity before a place in the feed (all when `before` is absent), newest first: the
 * open-data feed of the latest changes. At most `limit` feed entries are read;
 * `readUpTo` is the oldest place read (the next page starts before it), undefined at the feed's start.
 */
export async function listAuditFeedBefore(options: {
  before?: string;
  entity: AuditEntity;
  limit: number;
}): Promise<AuditFeedPage> {
  const { entries, lastRead } = await readFeed({ ...options, side: { before: options.before } });
  return { entries, readUpTo: lastRead };
}

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { writeWithAudit, writeWithAuditIfHeld, type AuditEntry } from './audit-repository';
import { keys, type LookupKind } from './keys';
import { queryAll } from './query-all';
import type { TransactWriteItem } from './transactions';

export type LookupEntry = { id: number; name: string };

/**
 * An entry as the admin sees it: `retired` hides it from new selections (the public lists, new
 * tenders and registrations) while records that chose it keep it; `used` counts the tenders that
 * use it (kept by the tender writes), and an entry in use cannot be deleted.
 */
export type AdminLookupEntry = LookupEntry & { retired: boolean; used: number; updated_at: string | null };

function toAdminEntry(item: Record<string, unknown>): AdminLookupEntry {
  return {
    id: Number(item.id),
    name: String(item.name),
    retired: item.retired === true,
    used: Math.max(0, Number(item.used ?? 0)),
    updated_at: typeof item.updated_at === 'string' ? item.updated_at : null,
  };
}

/** Every entry of one lookup list with the admin's fields, in id order: one Query. */
export async function listLookupEntries(kind: LookupKind): Promise<AdminLookupEntry[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.lookupPartition(kind) },
    ConsistentRead: true,
  });
  return items.map(toAdminEntry);
}

/** The entries of one lookup list that can be chosen now (not retired), in id order: one Query. */
export async function listLookup(kind: LookupKind): Promise<LookupEntry[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    FilterExpression: 'attribute_not_exists(retired) OR retired = :false',
    ExpressionAttributeValues: { ':pk': keys.lookupPartition(kind), ':false': false },
  });
  return items.map((item) => ({ id: Number(item.id), name: String(item.name) }));
}

/**
 * Reference data as a stage starts with (seed, stage:init): each entry is created if missing; an
 * entry the admin renamed, retired or that tenders use keeps all of that when this runs again.
 */
export async function putLookupEntries(kind: LookupKind, entries: readonly LookupEntry[]): Promise<void> {
  for (let index = 0; index < entries.length; index += 10) {
    await Promise.all(
      entries.slice(index, index + 10).map((entry) =>
        dynamo.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.lookup(kind, entry.id),
            UpdateExpression: 'SET id = :id, #name = if_not_exists(#name, :name)',
            ExpressionAttributeNames: { '#name': 'name' },
            ExpressionAttributeValues: { ':id': entry.id, ':name': entry.name },
          }),
        ),
      ),
    );
  }
}

/** A new entry (its id is new: the write fails if the id is taken). */
function lookupCreateItem(kind: LookupKind, entry: LookupEntry, now: string): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.lookup(kind, entry.id), ...entry, retired: false, used: 0, updated_at: now },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Renames or retires an entry that exists. */
function lookupUpdateItem(
  kind: LookupKind,
  id: number,
  changes: { name?: string; retired?: boolean },
  now: string,
): TransactWriteItem {
  const assignments = ['updated_at = :now'];
  const values: Record<string, unknown> = { ':now': now };
  if (changes.name !== undefined) {
    assignments.push('#name = :name');
    values[':name'] = changes.name;
  }
  if (changes.retired !== undefined) {
    assignments.push('retired = :retired');
    values[':retired'] = changes.retired;
  }
  return {
    Update: {
      TableName: tableName,
      Key: keys.lookup(kind, id),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: changes.name !== undefined ? { '#name': 'name' } : undefined,
      ExpressionAttributeValues: values,
    },
  };
}

/** Deletes an entry only while no tender uses it (the count is checked in the same write). */
function lookupDeleteItem(kind: LookupKind, id: number): TransactWriteItem {
  return {
    Delete: {
      TableName: tableName,
      Key: keys.lookup(kind, id),
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(used) OR used <= :zero)',
      ExpressionAttributeValues: { ':zero': 0 },
    },
  };
}

/**
 * Counts a tender starting (delta 1) or ceasing (-1) to use an entry, in the tender's transaction.
 * The entry must exist; a new choice (`mustBeChoosable`) must also not be retired.
 */
export function lookupUseItem(
  kind: LookupKind,
  id: number,
  delta: number,
  mustBeChoosable: boolean,
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.lookup(kind, id),
      UpdateExpression: 'ADD used :delta',
      ConditionExpression: mustBeChoosable
        ? 'attribute_exists(pk) AND (attribute_not_exists(retired) OR retired = :false)'
        : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': delta, ...(mustBeChoosable ? { ':false': false } : {}) },
    },
  };
}

/** Counts use outside a transaction (tenders written by the seed or an import); a missing entry is left alone. */
export async function addLookupUse(kind: LookupKind, id: number, delta: number): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.lookup(kind, id),
        UpdateExpression: 'ADD used :delta',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':delta': delta },
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

/**
 * A new entry with its audit entry, in one transaction. Its id taken meanwhile (two admins adding at
 * once draw the same) throws the transaction's 409.
 */
export async function writeLookupCreate(kind: LookupKind, entry: LookupEntry, now: string, audit: AuditEntry) {
  await writeWithAudit([lookupCreateItem(kind, entry, now)], [audit]);
}

/** Renames or retires an entry, with its audit entry: false when the entry is gone. */
export function writeLookupUpdate(
  kind: LookupKind,
  id: number,
  changes: { name?: string; retired?: boolean },
  now: string,
  audit: AuditEntry,
): Promise<boolean> {
  return writeWithAuditIfHeld([lookupUpdateItem(kind, id, changes, now)], [audit]);
}

/** Deletes an entry no tender uses, with its audit entry: false when one uses it now, or it is gone. */
export function writeLookupDelete(kind: LookupKind, id: number, audit: AuditEntry): Promise<boolean> {
  return writeWithAuditIfHeld([lookupDeleteItem(kind, id)], [audit]);
}

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRole } from '@tender/shared/constants';
import type { ErasureOutcome, ErasureStatus } from '@tender/shared/schemas/erasure';
import { dynamo, tableName } from '../platform/dynamo-client';
import { accountTombstoneItem } from './account-erasure-repository';
import { writeWithAuditIfHeld, type AuditEntry } from './audit-repository';
import { decodeCursor } from './cursor';
import { queryIndexPage } from './index-page';
import { keys, withoutKeys } from './keys';
import type { TransactWriteItem } from './transactions';

// Erasure requests: `ERASURE#<account>` / `REQUEST`, one per account, listed for the
// Admin from gsi2 `ERASURE_REQUESTS` newest first. While pending it holds the name and address the
// account had (the Admin's list shows them; the mail that the erasure is done goes there); carrying
// it out removes them, and the reason, in the same write that marks it done.

export type ErasureRequestRecord = {
  account_id: number;
  role: UserRole;
  status: ErasureStatus;
  name: string | null;
  email: string | null;
  reason: string | null;
  requested_at: string;
  carried_out_at: string | null;
  carried_out_by: { id: number; name: string } | null;
  outcome: ErasureOutcome | null;
};

const INDEX_KEY_ATTRIBUTES = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;

const recordOf = (item: Record<string, unknown>): ErasureRequestRecord => {
  const stored = withoutKeys(item) as Partial<ErasureRequestRecord>;
  return {
    account_id: Number(stored.account_id),
    role: stored.role as UserRole,
    status: stored.status === 'done' ? 'done' : 'pending',
    name: stored.name ?? null,
    email: stored.email ?? null,
    reason: stored.reason ?? null,
    requested_at: String(stored.requested_at),
    carried_out_at: stored.carried_out_at ?? null,
    carried_out_by: stored.carried_out_by ?? null,
    outcome: stored.outcome ?? null,
  };
};

/** The account's erasure request (strongly consistent), or undefined when it asked none. */
export async function getErasureRequest(accountId: number): Promise<ErasureRequestRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.erasureRequest(accountId), ConsistentRead: true }),
  );
  return Item ? recordOf(Item) : undefined;
}

/** A new pending request, only if the account has none (a second ask meets the first: 409 to the caller). */
function erasureRequestPutItem(
  request: Pick<ErasureRequestRecord, 'account_id' | 'role' | 'name' | 'email' | 'reason' | 'requested_at'>,
): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.erasureRequest(request.account_id),
        ...keys.erasureRequestsIndex(request.requested_at, request.account_id),
        ...request,
        status: 'pending',
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Marks a pending request done, dropping the name, address and reason it held. */
function erasureDoneItem(
  accountId: number,
  done: { at: string; by: { id: number; name: string }; outcome: ErasureOutcome },
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.erasureRequest(accountId),
      UpdateExpression:
        'SET #status = :done, carried_out_at = :at, carried_out_by = :by, outcome = :outcome REMOVE #name, email, reason',
      ConditionExpression: 'attribute_exists(pk) AND #status = :pending',
      ExpressionAttributeNames: { '#status': 'status', '#name': 'name' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':pending': 'pending',
        ':at': done.at,
        ':by': done.by,
        ':outcome': done.outcome,
      },
    },
  };
}

/** Erasure requests newest first, optionally of one status, with a cursor bound to that filter. */
export async function listErasureRequests(options: {
  status?: ErasureStatus;
  limit: number;
  cursor?: string;
}): Promise<{ items: ErasureRequestRecord[]; cursor: string | null }> {
  const partition = keys.erasureRequestsPartition();
  const scope = { list: partition, status: options.status };
  const filtered = options.status !== undefined;
  return queryIndexPage({
    query: {
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ...(filtered ? { FilterExpression: '#status = :status', ExpressionAttributeNames: { '#status': 'status' } } : {}),
      ExpressionAttributeValues: { ':pk': partition, ...(filtered ? { ':status': options.status } : {}) },
      ScanIndexForward: false,
    },
    keyAttributes: INDEX_KEY_ATTRIBUTES,
    start: await decodeCursor(options.cursor, scope, INDEX_KEY_ATTRIBUTES),
    scope,
    limit: options.limit,
    sparse: filtered ? { maxRead: 500 } : undefined,
    accept: async (found) => found.map(recordOf),
  });
}

/** Stores an account's request with its audit entry: false when the account has one already (asked twice at once). */
export const writeErasureRequest = (
  request: Parameters<typeof erasureRequestPutItem>[0],
  audit: AuditEntry,
): Promise<boolean> => writeWithAuditIfHeld([erasureRequestPutItem(request)], [audit]);

/**
 * The erasure's end, in one transaction: the account's tombstone, the request done (erasureDoneItem's
 * condition) and the audit entry; false when the request is no longer pending (carried out meanwhile).
 */
export const writeErasureDone = (
  account: { id: number; role: UserRole },
  done: Parameters<typeof erasureDoneItem>[1],
  audit: AuditEntry,
): Promise<boolean> =>
  writeWithAuditIfHeld(
    [accountTombstoneItem(account.id, account.role, done.at), erasureDoneItem(account.id, done)],
    [audit],
  );

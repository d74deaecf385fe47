import { BatchWriteCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRole } from '@tender/shared/constants';
import { dynamo, tableName } from '../platform/dynamo-client';
import type { AuditEntity } from './audit-repository';
import { keys } from './keys';
import { queryAll } from './query-all';
import type { TransactWriteItem } from './transactions';
import { isConditionFailure } from './transactions';

// What carrying out an erasure does to the table, by access pattern: every item of
// the account's own partitions (`USER#<id>`: the user, sessions, TOTP steps, consents, login
// addresses, the data export; `ACCOUNT#<id>`: the profile and its lists) deleted, save anything
// keyed INVOICE; its login claims, upload tickets and registration request_ids deleted; the
// records the law keeps (payment orders, tax invoices) marked with why and until when; its audit
// trail's personal values redacted; the user item replaced by a tombstone.

/** Why a record outlives the erasure, and until when (ISO day). */
export type RetentionMark = { retained_for: string; retain_until: string; erased_account_id: number };

type Key = { pk: string; sk: string };

/** Deletes these items, 25 per BatchWriteItem, unprocessed ones again. */
async function deleteKeys(found: Key[]): Promise<void> {
  for (let index = 0; index < found.length; index += 25) {
    let requests = found
      .slice(index, index + 25)
      .map((key) => ({ DeleteRequest: { Key: { pk: key.pk, sk: key.sk } } }));
    while (requests.length) {
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

const partitionKeys = (partition: string) =>
  queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': partition },
    ProjectionExpression: 'pk, sk',
  }) as Promise<Key[]>;

const heldBack = (key: Key) => key.pk.includes('INVOICE') || key.sk.includes('INVOICE');

/**
 * Every item under `USER#<id>` and `ACCOUNT#<id>` deleted, except those keyed INVOICE (answered,
 * for the caller to mark). Answers how many were deleted. Running it again deletes what is left.
 */
export async function deleteAccountPartitions(accountId: number): Promise<{ deleted: number; kept: Key[] }> {
  const found = [
    ...(await partitionKeys(keys.user(accountId).pk)),
    ...(await partitionKeys(keys.accountPartition(accountId))),
  ];
  const doomed = found.filter((key) => !heldBack(key));
  await deleteKeys(doomed);
  return { deleted: doomed.length, kept: found.filter(heldBack) };
}

/** The upload tickets of these uploads (they hold the file's name and owner). */
export async function deleteUploadTickets(uploadIds: readonly string[]): Promise<number> {
  await deleteKeys(uploadIds.map((id) => keys.upload(id)));
  return uploadIds.length;
}

/** The request_ids the account's registration claimed (each holds its email), found by gsi2. */
export async function deleteRegistrationRequestsOf(accountId: number): Promise<number> {
  const found = (await queryAll({
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.registrationRequestsOfAccountPartition(accountId) },
    ProjectionExpression: 'pk, sk',
  })) as Key[];
  await deleteKeys(found);
  return found.length;
}

/** The account's EMAIL# and MOBILE# claims, only while they are still its own. */
export async function releaseLoginClaims(accountId: number, login: { email: string; mobile: string | null }) {
  const claims = [keys.userEmail(login.email), ...(login.mobile ? [keys.userMobile(login.mobile)] : [])];
  let released = 0;
  for (const key of claims) {
    try {
      await dynamo.send(
        new DeleteCommand({
          TableName: tableName,
          Key: key,
          ConditionExpression: 'attribute_exists(pk) AND userId = :owner',
          ExpressionAttributeValues: { ':owner': accountId },
        }),
      );
      released += 1;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  return released;
}

/** Marks one kept record (a payment order, a tax invoice) with why and until when; false when it is gone. */
async function markRetained(key: Key, mark: RetentionMark, remove: readonly string[]): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: `SET retained_for = :for, retain_until = :until, erased_account_id = :account${
          remove.length ? ` REMOVE ${remove.join(', ')}` : ''
        }`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':for': mark.retained_for,
          ':until': mark.retain_until,
          ':account': mark.erased_account_id,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A payment order kept: marked, and the address that asked for it (`viewer`, not a GST record) removed. */
export const markOrderRetained = (orderId: string, mark: RetentionMark) =>
  markRetained(keys.paymentOrder(orderId), mark, ['viewer']);

/** A tax invoice kept as issued (its recipient's name, address and GSTIN are the invoice), marked. */
export const markInvoiceRetained = (invoiceId: string, mark: RetentionMark) =>
  markRetained(keys.invoice(invoiceId), mark, []);

/** Any other INVOICE-keyed item of the account's partitions, marked as it is. */
export const markItemRetained = (key: Key, mark: RetentionMark) => markRetained(key, mark, []);

/** The tenders a contractor bid on (gsi2 `BIDS_OF#<id>`), for its bid payment orders. */
export async function tendersBidOnBy(contractorId: number): Promise<number[]> {
  const found = await queryAll({
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.bidsOfContractorPartition(contractorId) },
  });
  return [...new Set(found.map((item) => Number(item.tender_id)))];
}

/** The tenders an organisation owns (gsi2 `TENDERS_OF#<id>`), for the audit entries it made on them. */
export async function tendersOwnedBy(organizationId: number): Promise<number[]> {
  const found = await queryAll({
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.tendersOfOrganizationPartition(organizationId) },
  });
  return [...new Set(found.map((item) => Number(item.id)))];
}

/**
 * Redacts one record's audit trail: on the account's own trail (`whole`) every entry loses its
 * summary, before and after; elsewhere only the entries the account made lose its name as actor.
 * Action, time and the admins' names stay: the trail still says what was done and by whom.
 */
export async function redactAuditTrail(
  entity: AuditEntity,
  entityId: string,
  accountId: number,
  whole: boolean,
): Promise<number> {
  const entries = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.auditPartition(entity, entityId) },
    ProjectionExpression: 'pk, sk, actor_id',
  });
  let redacted = 0;
  for (const entry of entries) {
    const byAccount = Number(entry.actor_id) === accountId;
    if (!whole && !byAccount) continue;
    const sets = [
      ...(whole ? ['summary = :summary', '#before = :null', '#after = :null'] : []),
      ...(byAccount ? ['actor_name = :actor'] : []),
    ];
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: entry.pk, sk: entry.sk },
        UpdateExpression: `SET ${sets.join(', ')}`,
        ...(whole ? { ExpressionAttributeNames: { '#before': 'before', '#after': 'after' } } : {}),
        ExpressionAttributeValues: {
          ...(whole ? { ':summary': `Personal data of account ${accountId} erased`, ':null': null } : {}),
          ...(byAccount ? { ':actor': `Erased account ${accountId}` } : {}),
        },
      }),
    );
    redacted += 1;
  }
  return redacted;
}

/**
 * What stays of the account: its id, role, "erased" state and when, under the user's own key, so
 * the payments and invoices that name the account id still lead somewhere. It has no email,
 * password or `id` attribute: no login finds it, and it reads as no user (userFromItem).
 */
export function accountTombstoneItem(accountId: number, role: UserRole, erasedAt: string): TransactWriteItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.user(accountId), account_id: accountId, role, status: 'erased', erased_at: erasedAt },
    },
  };
}

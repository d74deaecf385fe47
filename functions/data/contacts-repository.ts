import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactBody } from '@tender/shared/schemas/contacts';
import { dynamo, tableName } from '../platform/dynamo-client';
import { writeWithAuditIfHeld, type AuditEntry } from './audit-repository';
import { decodeCursor, encodeCursor } from './cursor';
import { keys, withoutKeys } from './keys';
import { setFieldAssignments } from './set-fields';
import type { TransactWriteItem } from './transactions';
import { nextSequenceValue } from './sequences';

export type StoredContact = ContactBody & { id: number; created_at: string; updated_at?: string };

/** Stores one enquiry under a new id; listed newest first through gsi2. */
export async function createContact(contact: ContactBody, now: Date): Promise<StoredContact> {
  const id = await nextSequenceValue('contact');
  const created_at = now.toISOString();
  const stored: StoredContact = { ...contact, id, created_at };
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.contact(id), ...keys.contactsIndex(created_at, id), ...stored },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return stored;
}

/** One enquiry, strongly consistent (the admin's own view). */
export async function getContact(id: number): Promise<StoredContact | undefined> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.contact(id), ConsistentRead: true }),
  );
  return result.Item ? (withoutKeys(result.Item) as StoredContact) : undefined;
}

const INDEX_KEY_ATTRIBUTES = ['pk', 'sk', 'gsi2pk', 'gsi2sk'] as const;
const CONTACTS = keys.contactsIndex('', 0).gsi2pk;

/** Enquiries newest first (the SPEC's contact table: id descending), paged by a signed cursor. */
export async function listContacts(options: {
  limit: number;
  cursor?: string;
}): Promise<{ items: StoredContact[]; cursor: string | null }> {
  const scope = { list: CONTACTS };
  const start = await decodeCursor(options.cursor, scope, INDEX_KEY_ATTRIBUTES);
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': CONTACTS },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: start,
    }),
  );
  const last = page.LastEvaluatedKey as Record<string, string> | undefined;
  const next = last ? Object.fromEntries(INDEX_KEY_ATTRIBUTES.map((name) => [name, String(last[name])])) : undefined;
  return {
    items: (page.Items ?? []).map((item) => withoutKeys(item) as StoredContact),
    cursor: await encodeCursor(next, scope),
  };
}

/** The admin's edit of an enquiry that still exists. */
function contactUpdateItem(id: number, fields: ContactBody, now: string): TransactWriteItem {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now };
  const assignments = ['updated_at = :now', ...setFieldAssignments(fields, 'f', { names, values })];
  return {
    Update: {
      TableName: tableName,
      Key: keys.contact(id),
      UpdateExpression: `SET ${assignments.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Deletes an enquiry that still exists. */
function contactDeleteItem(id: number): TransactWriteItem {
  return {
    Delete: { TableName: tableName, Key: keys.contact(id), ConditionExpression: 'attribute_exists(pk)' },
  };
}

/** The admin's edit of an enquiry, with its audit entry: false when the enquiry is gone. */
export function writeContactUpdate(id: number, fields: ContactBody, now: string, audit: AuditEntry): Promise<boolean> {
  return writeWithAuditIfHeld([contactUpdateItem(id, fields, now)], [audit]);
}

/** Deletes an enquiry, with its audit entry: false when it is gone already. */
export function writeContactDelete(id: number, audit: AuditEntry): Promise<boolean> {
  return writeWithAuditIfHeld([contactDeleteItem(id)], [audit]);
}

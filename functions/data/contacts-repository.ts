import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactBody } from '@tender/shared/schemas/contact';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';
import { nextSequenceValue } from './sequences';

export type StoredContact = ContactBody & { id: number; created_at: string };

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

import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../platform/dynamo-client';
import type { AuditEntry } from './audit-repository';
import { createContact, getContact, writeContactDelete, writeContactUpdate } from './contacts-repository';

async function newestContacts(limit: number) {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': 'CONTACTS' },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return result.Items ?? [];
}

describe('contacts repository (DynamoDB Local)', () => {
  it('gives each enquiry a new id and lists the newest first', async () => {
    const body = { name: 'Asha', email: 'asha@example.com', subject: 'S', phone: '9876543210', message: 'M' };
    const first = await createContact(body, new Date('2031-01-01T10:00:00Z'));
    const second = await createContact({ ...body, subject: 'Later' }, new Date('2031-01-01T10:00:01Z'));
    expect(second.id).toBeGreaterThan(first.id);
    const [newest] = await newestContacts(1);
    expect(newest).toMatchObject({ id: second.id, subject: 'Later' });
  });

  it('edits and deletes an enquiry with its audit entry, and answers false once it is gone', async () => {
    const body = { name: 'Asha', email: 'asha@example.com', subject: 'S', phone: '9876543210', message: 'M' };
    const stored = await createContact(body, new Date());
    const audit = (action: string): AuditEntry => ({
      id: randomUUID(),
      at: new Date().toISOString(),
      actor_id: 1,
      actor_name: 'Admin',
      action,
      entity: 'contact',
      entity_id: String(stored.id),
      summary: action,
      before: null,
      after: null,
    });
    const at = new Date().toISOString();
    expect(await writeContactUpdate(stored.id, { ...body, subject: 'Edited' }, at, audit('contact.update'))).toBe(true);
    expect((await getContact(stored.id))?.subject).toBe('Edited');
    expect(await writeContactDelete(stored.id, audit('contact.delete'))).toBe(true);
    expect(await getContact(stored.id)).toBeUndefined();
    expect(await writeContactDelete(stored.id, audit('contact.delete'))).toBe(false);
    expect(await writeContactUpdate(stored.id, body, at, audit('contact.update'))).toBe(false);
    expect(await getContact(stored.id)).toBeUndefined();
  });
});

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../platform/dynamo-client';
import { createContact } from './contacts-repository';

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
});

import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../platform/dynamo-client';
import { decodeCursor } from './cursor';
import { MAX_ITEMS_READ, queryIndexPage } from './index-page';

const ITEMS = MAX_ITEMS_READ + 600;

async function writeItems(pk: string) {
  const items = Array.from({ length: ITEMS }, (_, n) => ({ pk, sk: String(n).padStart(6, '0'), n }));
  for (let i = 0; i < items.length; i += 25) {
    const batch = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    let unprocessed: Record<string, unknown[]> | undefined = { [tableName]: batch };
    while (unprocessed && Object.keys(unprocessed).length > 0) {
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: unprocessed as never }));
      unprocessed = result.UnprocessedItems as Record<string, unknown[]> | undefined;
    }
  }
}

describe('queryIndexPage (DynamoDB Local)', () => {
  it(`reads at most ${MAX_ITEMS_READ} items for a filter that matches little, then answers a cursor that goes on`, async () => {
    const pk = `INDEX_PAGE_TEST#${randomUUID()}`;
    await writeItems(pk);
    const scope = { list: pk };
    const pageFrom = (start: Record<string, string> | undefined) =>
      queryIndexPage({
        query: {
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          FilterExpression: 'n = :last',
          ExpressionAttributeValues: { ':pk': pk, ':last': ITEMS - 1 },
        },
        keyAttributes: ['pk', 'sk'],
        start,
        scope,
        limit: 500,
        sparse: { maxRead: 1000 },
        accept: async (found) => found.map((item) => item.n as number),
      });
    const first = await pageFrom(undefined);
    expect(first.items).toEqual([]);
    expect(first.cursor).not.toBeNull();
    const resumeAt = await decodeCursor(first.cursor!, scope, ['pk', 'sk']);
    // Stopped after exactly the budget: the cursor is the last item read.
    expect(resumeAt?.sk).toBe(String(MAX_ITEMS_READ - 1).padStart(6, '0'));
    const second = await pageFrom(resumeAt);
    expect(second.items).toEqual([ITEMS - 1]);
  }, 120_000);
});

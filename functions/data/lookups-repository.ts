import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys, type LookupKind } from './keys';

export type LookupEntry = { id: number; name: string };

/** All entries of one lookup list, in id order: one Query. */
export async function listLookup(kind: LookupKind): Promise<LookupEntry[]> {
  const entries: LookupEntry[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.lookupPartition(kind) },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) entries.push({ id: Number(item.id), name: String(item.name) });
    start = page.LastEvaluatedKey;
  } while (start);
  return entries;
}

export async function putLookupEntries(kind: LookupKind, entries: readonly LookupEntry[]): Promise<void> {
  for (let index = 0; index < entries.length; index += 25) {
    const batch = entries.slice(index, index + 25);
    await dynamo.send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName]: batch.map((entry) => ({ PutRequest: { Item: { ...keys.lookup(kind, entry.id), ...entry } } })),
        },
      }),
    );
  }
}

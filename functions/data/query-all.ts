import { QueryCommand, type QueryCommandInput, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/dynamo-client';

/** Every item one Query finds, page after page (DynamoDB ends a page at 1 MB). */
export async function queryAll(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * How many items one Query finds, with Select COUNT (only the count comes back; DynamoDB still
 * reads the items in pages of 1 MB), reading at most `maxPages` pages so a count stays bounded.
 */
export async function countAll(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Select'>,
  maxPages: number,
): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const result: QueryCommandOutput = await dynamo.send(
      new QueryCommand({ ...input, Select: 'COUNT', ExclusiveStartKey: start }),
    );
    count += result.Count ?? 0;
    start = result.LastEvaluatedKey;
    if (!start) break;
  }
  return count;
}

import { BatchGetCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';

/** Every item of these keys that exists (one BatchGetItem per 100, unprocessed keys asked again). */
export async function batchGetAll(
  itemKeys: readonly Record<string, unknown>[],
  options: { projection?: string; names?: Record<string, string> } = {},
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let first = 0; first < itemKeys.length; first += 100) {
    let requested: Record<string, unknown>[] | undefined = itemKeys.slice(first, first + 100);
    while (requested && requested.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName]: {
              Keys: requested,
              ...(options.projection ? { ProjectionExpression: options.projection } : {}),
              ...(options.names ? { ExpressionAttributeNames: options.names } : {}),
            },
          },
        }),
      );
      found.push(...(answer.Responses?.[tableName] ?? []));
      requested = answer.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return found;
}

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';

/** The next number of a named sequence (tender ids, contact ids), by an atomic ADD. */
export async function nextSequenceValue(name: string): Promise<number> {
  const result = await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.sequence(name),
      UpdateExpression: 'ADD #value :one',
      ExpressionAttributeNames: { '#value': 'value' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.value);
}

/** The last number a sequence handed out (0 when it never did). */
export async function currentSequenceValue(name: string): Promise<number> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.sequence(name), ConsistentRead: true }),
  );
  return Number(result.Item?.value ?? 0);
}

import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';

const SEED_KEY = { pk: 'SEED#demo', sk: 'META' };

/** The demo data version already written, if any: seeding runs once per data folder. */
export async function getSeedVersion(): Promise<number | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: SEED_KEY }));
  return result.Item ? Number(result.Item.version) : undefined;
}

export async function markSeeded(version: number, at: Date): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName, Item: { ...SEED_KEY, version, at: at.toISOString() } }));
}

/** Moves a sequence forward to at least `value`, so ids handed out later never collide with seeded ones. */
export async function raiseSequenceTo(name: string, value: number): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.sequence(name),
        UpdateExpression: 'SET #value = :value',
        ConditionExpression: 'attribute_not_exists(#value) OR #value < :value',
        ExpressionAttributeNames: { '#value': 'value' },
        ExpressionAttributeValues: { ':value': value },
      }),
    );
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
  }
}

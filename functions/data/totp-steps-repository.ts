import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';

/**
 * Records that this user's code of one TOTP time step was used, unless it already was: a
 * conditional put, so of two requests with one code only one gets true. TTL removes the record
 * once the step can no longer be accepted.
 */
export async function claimTotpStep(userId: number, timeStep: number, expiresAt: number): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.usedTotpStep(userId, timeStep), userId, timeStep, expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

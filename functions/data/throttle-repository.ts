import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';

/**
 * Counts one attempt in a fixed window, only while the window is under its limit: a conditional
 * ADD, so concurrent attempts can never push the count past the limit. TTL removes old windows.
 * Answers false when the attempt is over the limit (nothing is counted then).
 */
export async function countAttempt(
  limitName: string,
  subject: string,
  window: { start: number; seconds: number; limit: number },
): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.throttle(limitName, subject, window.start),
        UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': window.limit, ':expires': window.start + window.seconds * 2 },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}

/**
 * Takes back one attempt counted in this window (a login that turned out right was no failure).
 * Never below zero; a window that is already gone stays gone.
 */
export async function refundAttempt(limitName: string, subject: string, windowStart: number): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.throttle(limitName, subject, windowStart),
        UpdateExpression: 'ADD hits :minusOne',
        ConditionExpression: 'hits > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'ConditionalCheckFailedException') return;
    throw error;
  }
}

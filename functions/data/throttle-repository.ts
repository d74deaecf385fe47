import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys } from './keys';
import { isConditionFailure } from './transactions';

/** Runs a conditional write: false when its condition did not hold (nothing was written). */
async function writeIf(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Counts one attempt in a fixed window of the clock (the window's start, epoch seconds), only while
 * the window is under its limit: a conditional ADD, so concurrent attempts can never push the count
 * past the limit. For rates (mails a second); limits on people use `countAttemptInWindow`.
 * Answers false when the attempt is over the limit (nothing is counted then).
 */
export async function countAttempt(
  limitName: string,
  subject: string,
  window: { start: number; seconds: number; limit: number },
): Promise<boolean> {
  return writeIf(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.throttle(limitName, subject, window.start),
        UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': window.limit, ':expires': window.start + window.seconds * 2 },
      }),
    ),
  );
}

/** A limit for one subject at `nowSeconds` (epoch seconds): `limit` attempts in a window of `seconds`. */
export type AttemptWindow = { nowSeconds: number; seconds: number; limit: number };

/** Counted, or refused until `windowEnds` (epoch seconds). */
export type WindowCount = { counted: true } | { counted: false; windowEnds: number };

const addToOpenWindow = (limitName: string, subject: string, window: AttemptWindow) =>
  writeIf(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.throttleWindow(limitName, subject),
        UpdateExpression: 'ADD hits :one',
        ConditionExpression: 'windowEnds > :now AND hits < :limit',
        ExpressionAttributeValues: { ':one': 1, ':now': window.nowSeconds, ':limit': window.limit },
      }),
    ),
  );

const openWindow = (limitName: string, subject: string, window: AttemptWindow) =>
  writeIf(
    dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.throttleWindow(limitName, subject),
          hits: 1,
          windowEnds: window.nowSeconds + window.seconds,
          expiresAt: window.nowSeconds + window.seconds,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR windowEnds <= :now',
        ExpressionAttributeValues: { ':now': window.nowSeconds },
      }),
    ),
  );

async function readWindow(limitName: string, subject: string) {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.throttleWindow(limitName, subject), ConsistentRead: true }),
  );
  return Item as { hits: number; windowEnds: number } | undefined;
}

/**
 * Counts one attempt in the subject's window, only while it is under the limit: conditional writes,
 * so concurrent attempts can never push the count past it. The window opens at the subject's first
 * attempt, not at a boundary of the clock, so any `limit` attempts are all a window allows: a burst
 * across a quarter hour cannot reach twice the limit. TTL removes ended windows.
 */
export async function countAttemptInWindow(
  limitName: string,
  subject: string,
  window: AttemptWindow,
): Promise<WindowCount> {
  // Two first attempts may both find no window open: the one that loses the race counts in the other's.
  for (let race = 0; race < 3; race += 1) {
    if (await addToOpenWindow(limitName, subject, window)) return { counted: true };
    if (await openWindow(limitName, subject, window)) return { counted: true };
    const open = await readWindow(limitName, subject);
    if (open && open.windowEnds > window.nowSeconds && open.hits >= window.limit) {
      return { counted: false, windowEnds: open.windowEnds };
    }
  }
  return { counted: false, windowEnds: window.nowSeconds + 1 };
}

/**
 * Takes back one attempt counted in the subject's open window (a login that turned out right was
 * no failure). Never below zero; a window that has ended stays ended.
 */
export async function refundAttempt(limitName: string, subject: string, nowSeconds: number): Promise<void> {
  await writeIf(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.throttleWindow(limitName, subject),
        UpdateExpression: 'ADD hits :minusOne',
        ConditionExpression: 'hits > :zero AND windowEnds > :now',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0, ':now': nowSeconds },
      }),
    ),
  );
}

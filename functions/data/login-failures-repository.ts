import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@tender/shared/schemas/mini';
import { dynamo, tableName } from '../platform/dynamo-client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { isConditionFailure } from './transactions';

// An account's failed logins from devices and addresses it does not know, with a growing delay:
// `free` failures pass, then each further attempt waits until `nextAt`, each wait longer than the
// last. One item per subject (a THROTTLE# item, so every route that counts failures may write it),
// forgotten `forgetSeconds` after the last counted attempt (TTL late; readers compare `expiresAt`).

const LIMIT_NAME = 'login:account-failures';

const FailuresEntity = defineEntity({
  name: 'login failures',
  schema: z.object({
    failures: z.number(),
    /** Epoch seconds from which the next attempt may be counted (0: no wait). */
    nextAt: z.number(),
    expiresAt: z.number(),
    /** The owner was mailed about this run of failures (once per run). */
    noticed: z.boolean(),
  }),
});
type Failures = z.infer<typeof FailuresEntity.schema>;

export type FailurePolicy = {
  /** Failures that pass without a wait. */
  free: number;
  /** The wait after the failure `beyond` past the free ones (0 for the last free one). */
  delaySeconds: (beyond: number) => number;
  /** A run of failures is forgotten this long after its last counted attempt. */
  forgetSeconds: number;
};

/** Counted (with what to give back if it was no failure), or refused until `retryAt`. */
export type FailureCount =
  | {
      counted: true;
      /** This attempt is the first past the free ones of its run: the owner is to be told (once). */
      notice: boolean;
      undo: { before: Failures | undefined; written: Failures };
    }
  | { counted: false; retryAt: number };

const key = (subject: string) => keys.throttleWindow(LIMIT_NAME, subject);

async function read(subject: string, nowSeconds: number): Promise<Failures | undefined> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName, Key: key(subject), ConsistentRead: true }));
  if (!Item) return undefined;
  const record = FailuresEntity.read(Item);
  return record.expiresAt > nowSeconds ? record : undefined;
}

/** Writes `next` only if the item is still `before` (absent or forgotten when undefined). */
async function replace(subject: string, before: Failures | undefined, next: Failures, nowSeconds: number) {
  const condition = before
    ? {
        ConditionExpression: 'failures = :failures AND nextAt = :nextAt AND expiresAt = :expiresAt',
        ExpressionAttributeValues: {
          ':failures': before.failures,
          ':nextAt': before.nextAt,
          ':expiresAt': before.expiresAt,
        },
      }
    : {
        ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      };
  try {
    await dynamo.send(new PutCommand({ TableName: tableName, Item: { ...key(subject), ...next }, ...condition }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Counts one attempt against the subject's run of failures, or refuses it while the run's wait
 * lasts. Read, then written only if unchanged since: of parallel attempts one is counted, the
 * others read again and find the wait it set, so no burst gets past a wait.
 */
export async function countLoginFailure(
  subject: string,
  nowSeconds: number,
  policy: FailurePolicy,
): Promise<FailureCount> {
  for (let race = 0; race < 3; race += 1) {
    const before = await read(subject, nowSeconds);
    if (before && before.failures >= policy.free && before.nextAt > nowSeconds) {
      return { counted: false, retryAt: before.nextAt };
    }
    const failures = (before?.failures ?? 0) + 1;
    const nextAt = failures >= policy.free ? nowSeconds + policy.delaySeconds(failures - policy.free) : 0;
    const notice = failures >= policy.free && !before?.noticed;
    const written: Failures = {
      failures,
      nextAt,
      expiresAt: Math.max(nowSeconds + policy.forgetSeconds, nextAt),
      noticed: notice || (before?.noticed ?? false),
    };
    if (await replace(subject, before, written, nowSeconds))
      return { counted: true, notice, undo: { before, written } };
  }
  return { counted: false, retryAt: nowSeconds + 1 };
}

/**
 * Gives back an attempt that was no failure (the right password): the run as it was before it,
 * if nothing was counted since; otherwise the later attempt's wait stands.
 */
export async function undoLoginFailure(
  subject: string,
  undo: { before: Failures | undefined; written: Failures },
  nowSeconds: number,
) {
  if (undo.before) {
    await replace(subject, undo.written, undo.before, nowSeconds);
    return;
  }
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName,
        Key: key(subject),
        ConditionExpression: 'failures = :failures AND nextAt = :nextAt',
        ExpressionAttributeValues: { ':failures': undo.written.failures, ':nextAt': undo.written.nextAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Ends the subject's run of failures (a password reset: the guesses were at the old password). */
export async function clearLoginFailures(subject: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName, Key: key(subject) }));
}

import { BatchGetCommand, BatchWriteCommand, DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { ServiceUnavailableError } from '../platform/errors';
import { keys } from './keys';
import { userFromItem, type UserRecord } from './users-repository';

/** One live session: a token whose `jti` is `sessionId` works only while this item exists. */
export type SessionRecord = {
  userId: number;
  sessionId: string;
  created_at: string;
  /** The token's exp (epoch seconds); DynamoDB's TTL removes the item some time after. */
  expiresAt: number;
  /** Asked for with 'Remember me' (the longer lifetime). */
  remember: boolean;
};

export async function putSession(session: SessionRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.session(session.userId, session.sessionId), ...session },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/**
 * The user and the session, read together in one strongly consistent request (a logout or a
 * password change is seen by the very next request). A session whose item is gone, or whose exp
 * has passed while TTL has not yet removed it, is no session.
 */
export async function getUserWithSession(
  userId: number,
  sessionId: string,
  now: Date,
): Promise<{ user?: UserRecord; session?: SessionRecord }> {
  const wanted = [keys.user(userId), keys.session(userId, sessionId)];
  const result = await dynamo.send(
    new BatchGetCommand({ RequestItems: { [tableName]: { Keys: wanted, ConsistentRead: true } } }),
  );
  if (Object.keys(result.UnprocessedKeys ?? {}).length > 0) {
    throw new ServiceUnavailableError({ cause: new Error('session read throttled') });
  }
  const items = result.Responses?.[tableName] ?? [];
  const userItem = items.find((item) => item.sk === 'META');
  const sessionItem = items.find((item) => item.sk === keys.session(userId, sessionId).sk);
  const live = sessionItem && Number(sessionItem.expiresAt) > Math.floor(now.getTime() / 1000);
  return {
    user: userFromItem(userItem),
    session: live
      ? {
          userId,
          sessionId,
          created_at: String(sessionItem.created_at),
          expiresAt: Number(sessionItem.expiresAt),
          remember: sessionItem.remember === true,
        }
      : undefined,
  };
}

export async function deleteSession(userId: number, sessionId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName, Key: keys.session(userId, sessionId) }));
}

/** Ends every session of the user except `keep` (the caller's own, on a password change). Answers how many ended. */
export async function deleteSessions(userId: number, options: { keep?: string } = {}): Promise<number> {
  const { pk } = keys.user(userId);
  const doomed: Record<string, string>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': keys.sessionPrefix() },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      if (options.keep && item.sk === keys.session(userId, options.keep).sk) continue;
      doomed.push({ pk: String(item.pk), sk: String(item.sk) });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);

  for (let index = 0; index < doomed.length; index += 25) {
    let requests = doomed.slice(index, index + 25).map((key) => ({ DeleteRequest: { Key: key } }));
    for (let attempt = 0; requests.length > 0; attempt += 1) {
      if (attempt === 3) throw new ServiceUnavailableError({ cause: new Error('session deletes throttled') });
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
  return doomed.length;
}

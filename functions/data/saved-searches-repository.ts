import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SavedSearch } from '@tender/shared/schemas/saved-searches';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys, withoutKeys } from './keys';
import { queryAll } from './query-all';
import { isConditionFailure } from './transactions';

// Saved searches: one item each in the account's partition (so "Download my data"
// and erasure take them with the account), and every one on gsi2 `SAVED_SEARCHES` for the alert
// jobs. Reading the whole index each run is fine for thousands of searches (a Query of ~1 KB
// items); past that, a sparse index of due digests by hour would replace it.

/** A saved search as stored: its owner, and when its account's daily digest last went out. */
export type SavedSearchRecord = SavedSearch & {
  user_id: number;
  /** The IST day (YYYY-MM-DD) and the instant of the account's last digest that included this search. */
  last_digest_day?: string | null;
  last_digest_at?: string | null;
};

const itemOf = (record: SavedSearchRecord) => ({
  ...keys.savedSearch(record.user_id, record.id),
  ...keys.savedSearchesIndex(record.id),
  ...record,
});

/** The account's saved searches, oldest first. */
export async function listSavedSearchesOfUser(userId: number): Promise<SavedSearchRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.savedSearch(userId, 0).pk, ':prefix': keys.savedSearchPrefix() },
    ConsistentRead: true,
  });
  return items.map((item) => withoutKeys(item) as SavedSearchRecord);
}

/** Every saved search with instant alerts, or with the daily digest, on (the jobs' read). */
export async function listAlertingSearches(kind: 'instant' | 'digest'): Promise<SavedSearchRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    FilterExpression: '#kind = :on',
    ExpressionAttributeNames: { '#kind': kind },
    ExpressionAttributeValues: { ':pk': keys.savedSearchesPartition(), ':on': true },
  });
  return items.map((item) => withoutKeys(item) as SavedSearchRecord);
}

/** Stores a new search (its id is new: a second write of it fails). */
export async function putNewSavedSearch(record: SavedSearchRecord): Promise<void> {
  await dynamo.send(
    new PutCommand({ TableName: tableName, Item: itemOf(record), ConditionExpression: 'attribute_not_exists(pk)' }),
  );
}

/** Replaces an existing search of the account; false when it is not (or no longer) there. */
export async function replaceSavedSearch(record: SavedSearchRecord): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({ TableName: tableName, Item: itemOf(record), ConditionExpression: 'attribute_exists(pk)' }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Deletes the account's search; false when there was none. */
export async function deleteSavedSearch(userId: number, searchId: number): Promise<boolean> {
  try {
    await dynamo.send(
      new DeleteCommand({
        TableName: tableName,
        Key: keys.savedSearch(userId, searchId),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Turns some of a search's mails off (unsubscribe); false when the search is gone. */
export async function turnAlertsOff(
  userId: number,
  searchId: number,
  off: readonly ('instant' | 'digest')[],
  now: Date,
): Promise<boolean> {
  const names = Object.fromEntries(off.map((kind, index) => [`#k${index}`, kind]));
  const sets = off.map((_kind, index) => `#k${index} = :off`);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.savedSearch(userId, searchId),
        UpdateExpression: `SET ${[...sets, 'updated_at = :now'].join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':off': false, ':now': now.toISOString() },
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Records the account's digest of `day` on each search it covered (a search deleted meanwhile is skipped). */
export async function markDigestSent(
  userId: number,
  searchIds: readonly number[],
  day: string,
  at: Date,
): Promise<void> {
  for (const searchId of searchIds) {
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.savedSearch(userId, searchId),
          UpdateExpression: 'SET last_digest_day = :day, last_digest_at = :at',
          ExpressionAttributeValues: { ':day': day, ':at': at.toISOString() },
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/** How many saved searches the account keeps (a COUNT Query of its partition). */
export async function countSavedSearchesOfUser(userId: number): Promise<number> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.savedSearch(userId, 0).pk, ':prefix': keys.savedSearchPrefix() },
      Select: 'COUNT',
      ConsistentRead: true,
    }),
  );
  return page.Count ?? 0;
}

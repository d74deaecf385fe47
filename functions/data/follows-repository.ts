import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '@tender/shared/schemas/mini';
import { dynamo, tableName } from '../platform/dynamo-client';
import { defineEntity } from './entity';
import { keys } from './keys';
import { countAll, queryAll } from './query-all';
import { isConditionFailure } from './transactions';

// Following a tender: one item per account and tender, beside the tender
// (`TENDER#<id>` / `FOLLOWER#<user padded>`), so the followers' news job reads a tender's
// followers in one Query; gsi2 `FOLLOWS_OF#<user>` / `<followed_at>#<tender padded>` lists what an
// account follows (its followed tenders, its reminders and calendar). Only ids and times: a
// bidder's auto-follow says nothing of its bid.

const FollowEntity = defineEntity({
  name: 'follow',
  schema: z.object({
    tender_id: z.number(),
    user_id: z.number(),
    followed_at: z.string(),
    /** Why the account follows: it pressed Follow, or it started or submitted a bid (auto-follow). */
    source: z.enum(['follow', 'bid']),
  }),
});
export type FollowRecord = z.infer<typeof FollowEntity.schema>;
export type FollowSource = FollowRecord['source'];

/** A page of the tender's partition holds at most 1 MB; a count past that reads on, this many pages at most. */
const MAX_COUNT_PAGES = 100;

/**
 * The account follows the tender from now; an existing follow is kept as it is (its time and
 * source), so following twice, or a bid after a Follow, changes nothing. True when it is new.
 */
export async function putFollow(record: FollowRecord): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.follow(record.tender_id, record.user_id),
          ...keys.followsOfUser(record.user_id, record.followed_at, record.tender_id),
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The account no longer follows the tender (nothing happens when it did not). */
export async function deleteFollow(tenderId: number, userId: number): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName, Key: keys.follow(tenderId, userId) }));
}

export async function isFollowing(tenderId: number, userId: number): Promise<boolean> {
  const result = await dynamo.send(
    new GetCommand({
      TableName: tableName,
      Key: keys.follow(tenderId, userId),
      ConsistentRead: true,
      ProjectionExpression: 'user_id',
    }),
  );
  return result.Item !== undefined;
}

/** How many accounts follow the tender: a Query with Select COUNT, so only the count comes back. */
export async function countFollowers(tenderId: number, options: { consistent?: boolean } = {}): Promise<number> {
  return countAll(
    {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.followerPrefix() },
      ConsistentRead: options.consistent,
    },
    MAX_COUNT_PAGES,
  );
}

/** The user ids of every account following the tender (bidders' auto-follows included). */
export async function listFollowerIds(tenderId: number): Promise<number[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.tender(tenderId).pk, ':prefix': keys.followerPrefix() },
    ProjectionExpression: 'user_id',
  });
  return items.map((item) => Number(item.user_id));
}

/** What the account follows, newest follow first. */
export async function listFollows(userId: number): Promise<FollowRecord[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.followsOfUserPartition(userId) },
    ProjectionExpression: 'tender_id, user_id, followed_at, #source',
    ExpressionAttributeNames: { '#source': 'source' },
    ScanIndexForward: false,
  });
  return items.map((item) => FollowEntity.read(item));
}

/** The ids of the tenders the account follows, newest follow first. */
export async function listFollowedTenderIds(userId: number): Promise<number[]> {
  return (await listFollows(userId)).map((follow) => Number(follow.tender_id));
}

/** Every follow of the account removed (for its erasure: a follow names the account by id). */
export async function deleteFollowsOf(userId: number): Promise<number> {
  const tenderIds = await listFollowedTenderIds(userId);
  for (const tenderId of tenderIds) await deleteFollow(tenderId, userId);
  return tenderIds.length;
}

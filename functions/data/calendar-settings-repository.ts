import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { eachReminder, type ReminderThreshold } from '@tender/shared/reminders';
import { dynamo, tableName } from '../platform/dynamo-client';
import { batchGetAll } from './batch-get';
import { keys } from './keys';

// Two small items beside the user: the calendar feed link's version (signed into the
// link: raising it stops every older link) and the reminders the account turned on or off. Both go
// with the account's erasure (everything under USER#<id>).

export type CalendarLinkRecord = { version: number; created_at: string };

export type StoredReminderSettings = Record<ReminderThreshold, boolean>;

export async function getCalendarLink(userId: number): Promise<CalendarLinkRecord | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.calendarLink(userId), ConsistentRead: true }),
  );
  return Item ? { version: Number(Item.version), created_at: String(Item.created_at) } : undefined;
}

/** Makes the account's link, or replaces it: the version goes up by one in one update. */
export async function raiseCalendarLinkVersion(userId: number, now: Date): Promise<CalendarLinkRecord> {
  const { Attributes } = await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.calendarLink(userId),
      UpdateExpression: 'SET #version = if_not_exists(#version, :zero) + :one, created_at = :now, user_id = :user',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':now': now.toISOString(), ':user': userId },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return { version: Number(Attributes?.version), created_at: String(Attributes?.created_at) };
}

/** A reminder the account never turned off is on. */
const settingsOf = (item: Record<string, unknown>): StoredReminderSettings =>
  eachReminder((threshold) => item[threshold] !== false);

/** The account's reminder settings; undefined when it never changed them (all on). */
export async function getReminderSettings(userId: number): Promise<StoredReminderSettings | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.reminderSettings(userId), ConsistentRead: true }),
  );
  return Item ? settingsOf(Item) : undefined;
}

export async function putReminderSettings(userId: number, settings: StoredReminderSettings, now: Date): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.reminderSettings(userId), user_id: userId, ...settings, updated_at: now.toISOString() },
    }),
  );
}

/** The settings of each of these accounts that changed them, by user id (one BatchGetItem per 100). */
export async function reminderSettingsOf(userIds: readonly number[]): Promise<Map<number, StoredReminderSettings>> {
  const items = await batchGetAll(userIds.map((id) => keys.reminderSettings(id)));
  return new Map(items.map((item) => [Number(item.user_id), settingsOf(item)]));
}

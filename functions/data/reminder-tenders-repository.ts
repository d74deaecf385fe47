import { tableName } from '../platform/dynamo-client';
import { batchGetAll } from './batch-get';
import { keys } from './keys';
import { queryAll } from './query-all';

// The send-bid-reminders job's reads (functions/domain/reminders/send-reminders.ts).

export type ClosingTender = { id: number; tender_uid: string; project_name: string; bid_submission_end_date: string };

/**
 * Active tenders whose bid submission ends after `from` and at or before `to`, soonest first, from
 * the status index (its sort key is the bid end in UTC: a Query, never a Scan).
 */
export async function listActiveTendersEndingBetween(from: Date, to: Date): Promise<ClosingTender[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.tenderStatusPartition('active'),
      ':from': keys.tenderStatusIndexEndingBy(from.toISOString()),
      ':to': keys.tenderStatusIndexEndingBy(to.toISOString()),
    },
    ProjectionExpression: 'id, tender_uid, project_name, bid_submission_end_date',
  });
  return items.map((item) => ({
    id: Number(item.id),
    tender_uid: String(item.tender_uid),
    project_name: String(item.project_name),
    bid_submission_end_date: String(item.bid_submission_end_date),
  }));
}

export type MailableUser = { id: number; name: string; email: string };

/** The name and address of each of these accounts that has one (an erased account has none). */
export async function mailableUsers(userIds: readonly number[]): Promise<MailableUser[]> {
  const items = await batchGetAll(
    [...new Set(userIds)].map((id) => keys.user(id)),
    { projection: 'id, #name, email', names: { '#name': 'name' } },
  );
  return items
    .filter((item) => typeof item.email === 'string' && item.email !== '')
    .map((item) => ({ id: Number(item.id), name: String(item.name ?? ''), email: String(item.email) }));
}

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TenderStatus } from '@tender/shared/schemas/tender';
import { dynamo, tableName } from '../platform/dynamo-client';
import { keys, withoutKeys } from './keys';
import { countAll } from './query-all';
import type { TenderSummaryRecord } from './tenders-repository';

// What the dashboards read about tenders, from the status index (gsi1: `TENDERS#<status>`, sort
// key `<bid end, UTC ISO>#<id padded>`), beside tenders-repository (which the admin area owns).
// Every read is a Query; nothing scans.

/** A page of the status index holds at most 1 MB; a count past that reads on, this many pages at most. */
const MAX_COUNT_PAGES = 200;

/**
 * How many active tenders are still open for bids (bid end at or after `now`): a Query with
 * Select COUNT over the status index, so only the count comes back (DynamoDB still reads the index
 * items, in pages of 1 MB: about 2 000 tender cards each).
 */
export async function countOpenActiveTenders(now: Date): Promise<number> {
  return countAll(
    {
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :now',
      ExpressionAttributeValues: { ':pk': keys.tenderStatusPartition('active'), ':now': now.toISOString() },
    },
    MAX_COUNT_PAGES,
  );
}

/** The active tenders closing soonest that are still open for bids (bid end at or after `now`). */
export async function listSoonestClosingTenders(now: Date, limit: number): Promise<TenderSummaryRecord[]> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :now',
      ExpressionAttributeValues: { ':pk': keys.tenderStatusPartition('active'), ':now': now.toISOString() },
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => withoutKeys(item) as TenderSummaryRecord);
}

/** The tenders of one public status with the latest bid end (newest first). */
export async function listLatestTenders(status: TenderStatus, limit: number): Promise<TenderSummaryRecord[]> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.tenderStatusPartition(status) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => withoutKeys(item) as TenderSummaryRecord);
}

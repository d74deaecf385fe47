import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { TransactionConditionError, writeWithAudit, type AuditEntry } from './audit-repository';
import { registerDueItem } from './bid-register-repository';
import { keys } from './keys';
import type { TransactWriteItem } from './transactions';

// The close-tenders job's reads and its one write (functions/domain/tenders/close-tenders.ts).

/** An active tender whose bid submission has ended: what the job needs to close it and say so. */
export type DueTender = { id: number; tender_uid: string; bid_submission_end_date: string };

export type DuePage = { items: DueTender[]; next: Record<string, string> | undefined };

/**
 * Active tenders whose bid submission ended at or before `now`, oldest first, from the status
 * index (a Query on its sort key, the bid end: never a Scan). `start` resumes where the previous
 * page stopped, so tenders this run could not close are not read again in the same run.
 */
export async function listDueTenders(
  now: Date,
  options: { limit: number; start?: Record<string, string> },
): Promise<DuePage> {
  const page = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk <= :due',
      ExpressionAttributeValues: {
        ':pk': keys.tenderStatusPartition('active'),
        ':due': keys.tenderStatusIndexEndingBy(now.toISOString()),
      },
      ProjectionExpression: 'id, tender_uid, bid_submission_end_date, pk, sk, gsi1pk, gsi1sk',
      Limit: options.limit,
      ExclusiveStartKey: options.start,
    }),
  );
  const items = (page.Items ?? []).map((item) => ({
    id: Number(item.id),
    tender_uid: String(item.tender_uid),
    bid_submission_end_date: String(item.bid_submission_end_date),
  }));
  return { items, next: page.LastEvaluatedKey as Record<string, string> | undefined };
}

/**
 * Closes one tender if it is still active and its bid end (as stored now, not as the index read
 * it) is still at or before `now`: of two runs that read it, one closes it and the other's
 * condition fails; a tender whose bid end an admin moved later in the meantime stays active.
 * Its status list (gsi1) moves with it; the sort key (bid end) stays.
 */
function tenderCloseItem(id: number, now: Date): TransactWriteItem {
  const at = now.toISOString();
  return {
    Update: {
      TableName: tableName,
      Key: keys.tender(id),
      UpdateExpression:
        'SET #status = :closed, gsi1pk = :partition, #version = if_not_exists(#version, :zero) + :one, ' +
        'closed_at = :at, updated_at = :at',
      ConditionExpression: 'attribute_exists(pk) AND #status = :active AND gsi1sk <= :due',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: {
        ':closed': 'closed',
        ':active': 'active',
        ':partition': keys.tenderStatusPartition('closed'),
        ':due': keys.tenderStatusIndexEndingBy(at),
        ':zero': 0,
        ':one': 1,
        ':at': at,
      },
    },
  };
}

/**
 * Closes one tender (tenderCloseItem's condition), marks its register of sealed bids due and
 * writes its audit entry, in one transaction; false when its condition no longer held (another run
 * closed it first, or an admin changed it meanwhile), and nothing is written then.
 */
export async function closeTender(id: number, now: Date, audit: AuditEntry): Promise<boolean> {
  try {
    await writeWithAudit([tenderCloseItem(id, now), registerDueItem(id, now.toISOString())], [audit]);
    return true;
  } catch (error) {
    if (error instanceof TransactionConditionError) return false;
    throw error;
  }
}

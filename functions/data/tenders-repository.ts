import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { TenderDetail, TenderListItem, TenderStatus } from '@tender/shared/schemas/tender';
import { dynamo, tableName } from '../platform/dynamo-client';
import { decodeCursor, encodeCursor } from './cursor';
import { keys, withoutKeys } from './keys';
import { TENDER_LIST_ATTRIBUTES } from './table-definition';

export type StoredTenderDocument = Omit<TenderDetail['tender_documents'][number], 'download_url'>;
/** A tender as stored: the detail without the derived fields. */
export type TenderRecord = Omit<TenderDetail, 'tender_documents' | 'work_type_name'> & {
  tender_documents: StoredTenderDocument[];
};
export type TenderSummaryRecord = Pick<TenderRecord, (typeof TENDER_LIST_ATTRIBUTES)[number]>;

export type TenderListFilters = {
  categoryId?: number;
  workTypeId?: number;
  /** Matched as a substring of tender_uid. */
  uidContains?: string;
  /** Inclusive window on the bid submission end (UTC ISO strings). */
  bidEndFrom?: string;
  bidEndTo?: string;
};

export type TenderPage = { items: TenderSummaryRecord[]; cursor: string | null };

const INDEX_KEY_ATTRIBUTES = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;
/** Bounds the work one filtered list request may do. */
const MAX_QUERY_ROUNDS = 8;

const utc = (iso: string) => new Date(iso).toISOString();

export async function putTender(record: TenderRecord): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName, Item: tenderItem(record) }));
}

function tenderItem(record: TenderRecord) {
  return {
    ...keys.tender(record.id),
    ...keys.tenderStatusIndex(record.status, utc(record.bid_submission_end_date), record.id),
    ...record,
  };
}

/** Bulk load (imports, load tests): 25 tenders per request, retrying what DynamoDB hands back. */
export async function putTenders(records: readonly TenderRecord[]): Promise<void> {
  for (let index = 0; index < records.length; index += 25) {
    let requests = records.slice(index, index + 25).map((record) => ({ PutRequest: { Item: tenderItem(record) } }));
    while (requests.length) {
      const result = await dynamo.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
      requests = (result.UnprocessedItems?.[tableName] ?? []) as typeof requests;
    }
  }
}

export async function getTenderById(id: number): Promise<TenderRecord | undefined> {
  const result = await dynamo.send(new GetCommand({ TableName: tableName, Key: keys.tender(id) }));
  return result.Item ? (withoutKeys(result.Item) as TenderRecord) : undefined;
}

function filterExpression(filters: TenderListFilters) {
  const clauses: string[] = [];
  const values: Record<string, unknown> = {};
  if (filters.categoryId !== undefined) {
    clauses.push('tender_category_id = :category');
    values[':category'] = filters.categoryId;
  }
  if (filters.workTypeId !== undefined) {
    clauses.push('material_work_type_id = :workType');
    values[':workType'] = filters.workTypeId;
  }
  if (filters.uidContains) {
    clauses.push('contains(tender_uid, :uid)');
    values[':uid'] = filters.uidContains;
  }
  return clauses.length ? { FilterExpression: clauses.join(' AND '), values } : { values };
}

/**
 * Tenders of one status ordered by bid submission end, read from the status index: a Query with
 * a key window and a cursor, never a Scan, so a page costs the same at 100 or 100 000 tenders.
 */
export async function listTendersByStatus(
  status: TenderStatus,
  options: { limit: number; cursor?: string; filters?: TenderListFilters; newestFirst?: boolean },
): Promise<TenderPage> {
  const filters = options.filters ?? {};
  const partition = keys.tenderStatusPartition(status);
  const filter = filterExpression(filters);
  const from = filters.bidEndFrom ? utc(filters.bidEndFrom) : '0';
  const to = filters.bidEndTo ? `${utc(filters.bidEndTo)}~` : '~';
  const items: TenderSummaryRecord[] = [];
  // The cursor is bound to the list and the filters the caller chose; the moving start of the
  // active window (now) is not part of it, so paging survives the passing of time.
  const scope = {
    list: partition,
    category: filters.categoryId,
    workType: filters.workTypeId,
    uid: filters.uidContains,
    bidEndTo: filters.bidEndTo,
  };
  let start = await decodeCursor(options.cursor, scope, INDEX_KEY_ATTRIBUTES);
  const resumeAt = start?.gsi1sk ?? '';
  if (start && resumeAt > to) return { items, cursor: null };
  // A tender at the page boundary closed since: the window now starts later than the cursor.
  if (start && resumeAt < from) start = undefined;

  for (let round = 0; round < MAX_QUERY_ROUNDS && items.length < options.limit; round += 1) {
    const wanted = options.limit - items.length;
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        FilterExpression: filter.FilterExpression,
        ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to, ...filter.values },
        ScanIndexForward: !options.newestFirst,
        Limit: filter.FilterExpression ? Math.min(wanted * 4 + 20, 1000) : wanted,
        ExclusiveStartKey: start,
      }),
    );
    const found = page.Items ?? [];
    const taken = found.slice(0, wanted);
    items.push(...taken.map((item) => withoutKeys(item) as TenderSummaryRecord));
    if (taken.length < found.length) {
      // Stopped inside a page: resume right after the last item handed out.
      const last = taken[taken.length - 1] as Record<string, string>;
      start = Object.fromEntries(INDEX_KEY_ATTRIBUTES.map((name) => [name, last[name] as string]));
      return { items, cursor: await encodeCursor(start, scope) };
    }
    start = page.LastEvaluatedKey as Record<string, string> | undefined;
    if (!start) break;
  }
  return { items, cursor: await encodeCursor(start, scope) };
}

export type { TenderListItem };

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../platform/dynamo-client';
import { decodeCursor, encodeCursor } from './cursor';
import { batchGetAll } from './batch-get';
import { keys, withoutKeys } from './keys';
import { filterExpression, type TenderListFilters, type TenderSummaryRecord } from './tenders-repository';

// The Closed tenders list: tenders the close-tenders job has closed (TENDERS#closed), and active
// tenders whose bid end has passed but which the job has not closed yet (TENDERS#active up to now),
// as one list, newest bid end first. Both partitions sort by the same key (bid end, then id), and a
// tender keeps that key when it moves between them, so the two are merged by it and the cursor is
// one position on it: a tender the job closes between two pages is neither shown twice nor skipped.

export type ClosedTenderSummary = TenderSummaryRecord & { bid_count: number };
type IndexedSummary = TenderSummaryRecord & { gsi1sk: string };

const CURSOR_ATTRIBUTES = ['gsi1sk'] as const;
const MAX_QUERY_ROUNDS = 8;

type PartitionRead = {
  items: IndexedSummary[];
  /** Every item of the partition at or above this position was read; null: the partition has no more. */
  frontier: string | null;
};

/** One partition's window, newest first, down from `below` (exclusive) until `wanted` items or the end. */
async function readPartition(
  partition: string,
  window: { from: string; to: string; below?: string },
  filters: TenderListFilters,
  wanted: number,
): Promise<PartitionRead> {
  if (window.from > window.to) return { items: [], frontier: null };
  const filter = filterExpression(filters);
  const items: IndexedSummary[] = [];
  let start: Record<string, unknown> | undefined;
  for (let round = 0; round < MAX_QUERY_ROUNDS && items.length < wanted; round += 1) {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
        FilterExpression: filter.FilterExpression,
        ExpressionAttributeValues: { ':pk': partition, ':from': window.from, ':to': window.to, ...filter.values },
        ScanIndexForward: false,
        // One more than wanted: the item at the cursor itself is read again and dropped.
        Limit: filter.FilterExpression ? Math.min(wanted * 4 + 20, 1000) : wanted - items.length + 1,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.gsi1sk !== window.below)
        items.push({ ...(withoutKeys(item) as TenderSummaryRecord), gsi1sk: item.gsi1sk });
    }
    start = page.LastEvaluatedKey;
    if (!start) return { items, frontier: null };
  }
  return { items, frontier: String(start?.gsi1sk) };
}

/** The bids each tender has received (its counter item; absent = none). */
async function bidCountsOf(ids: number[]): Promise<Map<number, number>> {
  const items = await batchGetAll(
    ids.map((id) => keys.bidCount(id)),
    { projection: 'tender_id, bid_count' },
  );
  return new Map(items.map((item) => [Number(item.tender_id), Number(item.bid_count ?? 0)]));
}

const lowest = (...positions: (string | undefined)[]) =>
  positions.filter((position): position is string => position !== undefined).sort()[0]!;

/**
 * One page of the Closed tenders list as of `now`, `limit` long, newest bid end first. Active
 * tenders are read before closed ones, so a tender the job closes meanwhile is read at least once
 * (and kept once).
 */
export async function listClosedTenders(options: {
  now: Date;
  limit: number;
  cursor?: string;
  filters: TenderListFilters;
}): Promise<{ items: ClosedTenderSummary[]; cursor: string | null }> {
  const { filters, limit } = options;
  const scope = {
    list: 'TENDERS#closed+due',
    category: filters.categoryId,
    workType: filters.workTypeId,
    uid: filters.uidContains,
    bidEndFrom: filters.bidEndFrom,
    bidEndTo: filters.bidEndTo,
  };
  const below = (await decodeCursor(options.cursor, scope, CURSOR_ATTRIBUTES))?.gsi1sk;
  const from = filters.bidEndFrom ? new Date(filters.bidEndFrom).toISOString() : '0';
  const to = lowest(filters.bidEndTo ? `${new Date(filters.bidEndTo).toISOString()}~` : '~', below);
  const due = lowest(to, keys.tenderStatusIndexEndingBy(options.now.toISOString()));

  const active = await readPartition(keys.tenderStatusPartition('active'), { from, to: due, below }, filters, limit);
  const closed = await readPartition(keys.tenderStatusPartition('closed'), { from, to, below }, filters, limit);
  // Only what lies above both frontiers is known to be in order; the rest is the next page's.
  const bound = [active.frontier, closed.frontier]
    .filter((f): f is string => f !== null)
    .sort()
    .at(-1);
  const seen = new Set<number>();
  const merged = [...active.items, ...closed.items]
    .filter((item) => (bound === undefined || item.gsi1sk >= bound) && !seen.has(item.id) && seen.add(item.id))
    .sort((a, b) => (a.gsi1sk < b.gsi1sk ? 1 : -1));
  const page = merged.slice(0, limit);
  const next = merged.length > limit ? page.at(-1)?.gsi1sk : bound;

  const counts = await bidCountsOf(page.map((item) => item.id));
  const items = page.map(({ gsi1sk: _position, ...item }) => ({ ...item, bid_count: counts.get(item.id) ?? 0 }));
  return { items, cursor: await encodeCursor(next === undefined ? undefined : { gsi1sk: next }, scope) };
}

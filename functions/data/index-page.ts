import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../platform/dynamo-client';
import { encodeCursor, type CursorScope } from './cursor';

/** Bounds the work one filtered list request may do: Queries, and index items read over all of them. */
const MAX_QUERY_ROUNDS = 8;
/**
 * A filter that matches little reads at most this many index items per request (about 2 MB of
 * tender cards, some 250 read units of an eventually consistent index), then answers a short page
 * with a cursor that goes on from there (before, up to 8 rounds of 1,000).
 */
export const MAX_ITEMS_READ = 2_000;

export type IndexPageRequest<T> = {
  /** The Query without its start and page size: table, index, key condition, filter, order. */
  query: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'>;
  /** The table's and the index's key attributes: what a cursor holds. */
  keyAttributes: readonly string[];
  /** Where to resume (a decoded cursor), and what the next cursor is bound to. */
  start: Record<string, string> | undefined;
  scope: CursorScope;
  limit: number;
  /**
   * Set when items may be dropped (a FilterExpression, or `accept` leaving some out): each Query
   * then reads more than is still wanted, up to `maxRead`, so a page needs fewer rounds.
   */
  sparse?: { maxRead: number };
  /** One read page's items as results, in the same order; `undefined` leaves an item out. */
  accept: (found: Record<string, unknown>[]) => Promise<(T | undefined)[]>;
};

/**
 * One page of a list read from an index, `limit` items long, by as many Queries as it takes (at
 * most MAX_QUERY_ROUNDS: a filter that matches little then answers a short page with a cursor).
 * The cursor resumes right after the last item handed out, or where DynamoDB stopped reading;
 * it is null once the index has nothing more.
 */
export async function queryIndexPage<T>(request: IndexPageRequest<T>): Promise<{ items: T[]; cursor: string | null }> {
  const { keyAttributes, scope, limit, sparse } = request;
  const items: T[] = [];
  let start = request.start;
  let read = 0;
  for (let round = 0; round < MAX_QUERY_ROUNDS && items.length < limit && read < MAX_ITEMS_READ; round += 1) {
    const wanted = limit - items.length;
    const page = await dynamo.send(
      new QueryCommand({
        ...request.query,
        Limit: Math.min(sparse ? Math.min(wanted * 4 + 20, sparse.maxRead) : wanted, MAX_ITEMS_READ - read),
        ExclusiveStartKey: start,
      }),
    );
    // Limit counts the items read before the filter (ScannedCount), which is what costs.
    read += page.ScannedCount ?? page.Count ?? 0;
    const found = page.Items ?? [];
    const accepted = await request.accept(found);
    for (const [index, result] of accepted.entries()) {
      if (result === undefined) continue;
      items.push(result);
      if (items.length === limit && index < found.length - 1) {
        // Stopped inside a page: resume right after the last item handed out.
        const last = found[index] as Record<string, unknown>;
        const key = Object.fromEntries(keyAttributes.map((name) => [name, String(last[name])]));
        return { items, cursor: await encodeCursor(key, scope) };
      }
    }
    start = page.LastEvaluatedKey as Record<string, string> | undefined;
    if (!start) break;
  }
  return { items, cursor: await encodeCursor(start, scope) };
}

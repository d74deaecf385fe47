import { TENDER_CARDS_PER_PAGE, TENDER_LIST_MAX_LIMIT } from '@tender/shared/constants';

// Where a visitor is in a public tender list, as the page's address holds it, so a page can be linked
// and the data page (web/server) renders it. The list is read from the API in batches of up to 500
// (its signed cursors) and shown 3 cards per page: most lists are one batch, whose pages the client
// turns without asking again. Past a batch, Next follows its next_cursor; the address keeps the
// cursor of every batch entered (with the page it began on), so Previous goes back without the API
// having to page backwards.

/** A batch entered after the first: the page number it begins on and the API cursor that starts it. */
export type ListBatch = { firstPage: number; cursor: string };

export type ListPosition = {
  /** 1-based, over the whole list. */
  page: number;
  /** The batches entered after the first, oldest first; the last one is shown. */
  trail: ListBatch[];
  /** The batch size asked of the API (the address's `limit`, for tests; else the API's most). */
  limit: number;
};

/** One batch's API answer as the pager needs it. */
export type BatchAnswer = { count: number; nextCursor: string | null | undefined };

export type ListView = {
  /** The page shown (the address's page, kept within the batch). */
  page: number;
  /** The last page known: the batch's last. */
  pageCount: number;
  /** The API has more after this batch: the true count is pageCount or more. */
  hasMore: boolean;
  /** The cards of the page, as indexes into the batch. */
  start: number;
  end: number;
};

export const LIST_POSITION_KEYS = ['page', 'cursor', 'limit'] as const;

/**
 * Batches an address keeps at most: with a batch of 500 that is 4000 tenders deep, and the address
 * stays under data-pages' longest query string. Past it the oldest is dropped, and Previous from
 * the oldest kept batch returns to the first one.
 */
export const MAX_TRAIL = 8;
/** An API cursor: base64url payload '.' base64url signature (functions/data/cursor.ts), at most 512. */
const API_CURSOR = /^[\w-]+\.[\w-]+$/;
const MAX_CURSOR_LENGTH = 512;
const PAGE_NUMBER = /^[1-9]\d{0,6}$/;

const FIRST_BATCH = { firstPage: 1, cursor: undefined } as const;

function readPositive(raw: string | null, max: number): number | undefined {
  if (!raw || !PAGE_NUMBER.test(raw)) return undefined;
  const value = Number(raw);
  return value <= max ? value : undefined;
}

/** `<firstPage>.<cursor>`: each batch's page must come after the one before. */
function readTrail(values: string[]): ListBatch[] {
  const trail: ListBatch[] = [];
  for (const value of values.slice(0, MAX_TRAIL)) {
    const dot = value.indexOf('.');
    if (dot < 1) break;
    const firstPage = readPositive(value.slice(0, dot), Number.MAX_SAFE_INTEGER);
    const cursor = value.slice(dot + 1);
    const after = trail.at(-1)?.firstPage ?? 1;
    if (!firstPage || firstPage <= after || cursor.length > MAX_CURSOR_LENGTH || !API_CURSOR.test(cursor)) break;
    trail.push({ firstPage, cursor });
  }
  return trail;
}

/** Keeps only what is well formed, so a hand-edited address never turns into a 400. */
export function readListPosition(params: URLSearchParams): ListPosition {
  const trail = readTrail(params.getAll('cursor'));
  const firstPage = trail.at(-1)?.firstPage ?? 1;
  const page = Math.max(readPositive(params.get('page'), Number.MAX_SAFE_INTEGER) ?? 1, firstPage);
  const limit = readPositive(params.get('limit'), TENDER_LIST_MAX_LIMIT) ?? TENDER_LIST_MAX_LIMIT;
  return { page, trail, limit };
}

/** The page's query string for this position, beside the filters already in `params`. */
export function writeListPosition(params: URLSearchParams, position: ListPosition): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of LIST_POSITION_KEYS) next.delete(key);
  if (position.page > 1) next.set('page', String(position.page));
  for (const batch of position.trail) next.append('cursor', `${batch.firstPage}.${batch.cursor}`);
  if (position.limit !== TENDER_LIST_MAX_LIMIT) next.set('limit', String(position.limit));
  return next;
}

/** The batch the position shows: its API cursor (undefined: the first) and the page it begins on. */
export function currentBatch(position: ListPosition): { firstPage: number; cursor: string | undefined } {
  return position.trail.at(-1) ?? FIRST_BATCH;
}

/** The page shown of a batch that answered: an empty batch still takes one page. */
export function viewOf(position: ListPosition, answer: BatchAnswer): ListView {
  const { firstPage } = currentBatch(position);
  const pageCount = firstPage + Math.max(1, Math.ceil(answer.count / TENDER_CARDS_PER_PAGE)) - 1;
  const page = Math.min(Math.max(position.page, firstPage), pageCount);
  const start = (page - firstPage) * TENDER_CARDS_PER_PAGE;
  return {
    page,
    pageCount,
    hasMore: Boolean(answer.nextCursor),
    start,
    end: Math.min(start + TENDER_CARDS_PER_PAGE, answer.count),
  };
}

/**
 * The position of page `target` (the pager's Previous or Next) from the one shown: within the batch,
 * or into the next batch by its cursor, or back to the batch before.
 */
export function moveTo(position: ListPosition, answer: BatchAnswer, target: number): ListPosition {
  const view = viewOf(position, answer);
  const { firstPage } = currentBatch(position);
  if (target < 1) return position;
  if (target < firstPage) return { ...position, page: target, trail: position.trail.slice(0, -1) };
  if (target <= view.pageCount) return { ...position, page: target };
  if (target !== view.pageCount + 1 || !answer.nextCursor) return position;
  const trail = [...position.trail, { firstPage: target, cursor: answer.nextCursor }];
  return { ...position, page: target, trail: trail.slice(-MAX_TRAIL) };
}

import { describe, expect, it } from 'vitest';
import {
  currentBatch,
  type ListPosition,
  MAX_TRAIL,
  moveTo,
  readListPosition,
  viewOf,
  writeListPosition,
} from './tender-list-pages';

const CURSOR_A = 'eyJwayI6IlRFTkRFUiMxIn0.c2lnbmF0dXJlQQ';
const CURSOR_B = 'eyJwayI6IlRFTkRFUiMyIn0.c2lnbmF0dXJlQg';
const first: ListPosition = { page: 1, trail: [], limit: 500 };
const read = (search: string) => readListPosition(new URLSearchParams(search));

describe('reading a list position from the address', () => {
  it('starts at the first page of the first batch of 500', () => {
    expect(read('')).toEqual(first);
    expect(currentBatch(first)).toEqual({ firstPage: 1, cursor: undefined });
  });

  it('reads the page, the batches entered and the batch size', () => {
    const position = read(`?page=170&cursor=168.${CURSOR_A}&limit=4`);
    expect(position).toEqual({ page: 170, trail: [{ firstPage: 168, cursor: CURSOR_A }], limit: 4 });
    expect(currentBatch(position)).toEqual({ firstPage: 168, cursor: CURSOR_A });
  });

  it('keeps only what is well formed, so a hand-edited address never asks the API for a 400', () => {
    expect(read('?page=0&limit=501')).toEqual(first);
    expect(read('?page=-2&limit=abc')).toEqual(first);
    expect(read(`?cursor=${CURSOR_A}`).trail).toEqual([]); // no page it begins on
    expect(read('?cursor=5.not%20a%20cursor').trail).toEqual([]);
    expect(read(`?cursor=5.${'a'.repeat(600)}.b`).trail).toEqual([]);
    // Each batch begins after the one before; the first unreadable entry ends the trail.
    expect(read(`?cursor=9.${CURSOR_A}&cursor=4.${CURSOR_B}`).trail).toEqual([{ firstPage: 9, cursor: CURSOR_A }]);
    // A page before its batch is that batch's first.
    expect(read(`?page=2&cursor=9.${CURSOR_A}`).page).toBe(9);
  });

  it('writes what it reads, beside the filters, and leaves defaults out', () => {
    const filters = new URLSearchParams('?tender_id=PPC&page=3');
    expect(writeListPosition(filters, first).toString()).toBe('tender_id=PPC');
    const position: ListPosition = {
      page: 340,
      trail: [
        { firstPage: 168, cursor: CURSOR_A },
        { firstPage: 335, cursor: CURSOR_B },
      ],
      limit: 6,
    };
    const written = writeListPosition(filters, position);
    expect(written.get('tender_id')).toBe('PPC');
    expect(readListPosition(written)).toEqual(position);
  });
});

describe('the page shown of a batch', () => {
  it('pages a whole list of 10 by 3: Page x of 4, the last with one card', () => {
    const answer = { count: 10, nextCursor: null };
    expect(viewOf(first, answer)).toEqual({ page: 1, pageCount: 4, hasMore: false, start: 0, end: 3 });
    expect(viewOf({ ...first, page: 4 }, answer)).toEqual({ page: 4, pageCount: 4, hasMore: false, start: 9, end: 10 });
    // A page past the end (the list shrank) shows the last one.
    expect(viewOf({ ...first, page: 9 }, answer).page).toBe(4);
  });

  it('counts a later batch from the page it begins on, and says when the API has more', () => {
    const position: ListPosition = { page: 169, trail: [{ firstPage: 168, cursor: CURSOR_A }], limit: 500 };
    expect(viewOf(position, { count: 7, nextCursor: CURSOR_B })).toEqual({
      page: 169,
      pageCount: 170,
      hasMore: true,
      start: 3,
      end: 6,
    });
  });

  it('gives an empty batch one page, so Previous leads back', () => {
    const position: ListPosition = { page: 168, trail: [{ firstPage: 168, cursor: CURSOR_A }], limit: 500 };
    expect(viewOf(position, { count: 0, nextCursor: null })).toMatchObject({
      page: 168,
      pageCount: 168,
      start: 0,
      end: 0,
    });
  });
});

describe('turning pages', () => {
  const full = { count: 500, nextCursor: CURSOR_A };

  it('turns within a batch without a cursor', () => {
    expect(moveTo(first, full, 2)).toEqual({ ...first, page: 2 });
    expect(moveTo({ ...first, page: 2 }, full, 1)).toEqual(first);
    expect(moveTo(first, full, 0)).toEqual(first);
  });

  it("enters the next batch by the answer's next_cursor after the batch's last page", () => {
    const last = { ...first, page: 167 };
    const next = moveTo(last, full, 168);
    expect(next).toEqual({ page: 168, trail: [{ firstPage: 168, cursor: CURSOR_A }], limit: 500 });
    // No next_cursor: the list ends there.
    expect(moveTo(last, { count: 500, nextCursor: null }, 168)).toEqual(last);
    // Never skips past the page after the batch.
    expect(moveTo(first, full, 169)).toEqual(first);
  });

  it('goes back to the batch before from the first page of a batch', () => {
    const second: ListPosition = { page: 168, trail: [{ firstPage: 168, cursor: CURSOR_A }], limit: 500 };
    expect(moveTo(second, { count: 3, nextCursor: null }, 167)).toEqual({ ...first, page: 167 });
  });

  it('keeps at most MAX_TRAIL batches in the address', () => {
    let position: ListPosition = { ...first, limit: 3 };
    for (let page = 1; page <= MAX_TRAIL + 3; page += 1) {
      position = moveTo(position, { count: 3, nextCursor: `${page}a.sig` }, page + 1);
    }
    expect(position.page).toBe(MAX_TRAIL + 4);
    expect(position.trail).toHaveLength(MAX_TRAIL);
    expect(readListPosition(writeListPosition(new URLSearchParams(), position))).toEqual(position);
  });

  it('walks a list of 11 in batches of 4, reaching each card exactly once', () => {
    const items = Array.from({ length: 11 }, (_, index) => index);
    // A stand-in API: the cursor is the index to resume at.
    const batchAt = (cursor: string | undefined) => {
      const from = cursor ? Number(cursor.split('.')[0]) : 0;
      const data = items.slice(from, from + 4);
      return { data, nextCursor: from + 4 < items.length ? `${from + 4}.sig` : null };
    };
    let position: ListPosition = { ...first, limit: 4 };
    const seen: number[] = [];
    const pages: string[] = [];
    for (let turns = 0; turns < 20; turns += 1) {
      const batch = batchAt(currentBatch(position).cursor);
      const answer = { count: batch.data.length, nextCursor: batch.nextCursor };
      const view = viewOf(position, answer);
      seen.push(...batch.data.slice(view.start, view.end));
      pages.push(`${view.page}/${view.pageCount}${view.hasMore ? '+' : ''}`);
      const next = moveTo(position, answer, view.page + 1);
      if (next === position) break;
      position = next;
    }
    expect(seen).toEqual(items);
    expect(pages).toEqual(['1/2+', '2/2+', '3/4+', '4/4+', '5/5']);
    // And back to the start, page by page.
    const back: number[] = [];
    for (let turns = 0; turns < 20; turns += 1) {
      const batch = batchAt(currentBatch(position).cursor);
      const answer = { count: batch.data.length, nextCursor: batch.nextCursor };
      const view = viewOf(position, answer);
      back.push(view.page);
      const previous = moveTo(position, answer, view.page - 1);
      if (previous === position) break;
      position = previous;
    }
    expect(back).toEqual([5, 4, 3, 2, 1]);
    expect(position).toEqual({ ...first, limit: 4 });
  });
});

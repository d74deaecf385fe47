// @vitest-environment jsdom
import type { TenderListItem } from '@tender/shared/schemas/tender';
import { describe, expect, it } from 'vitest';
import { selectHomeTenders } from './home-tenders';

const now = new Date('2026-01-10T06:00:00Z');
const tender = (id: number, start: string): TenderListItem =>
  ({ id, bid_submission_start_date: start, bid_submission_end_date: '2026-02-01T06:00:00Z' }) as TenderListItem;

describe('selectHomeTenders', () => {
  it('puts up to 3 open tenders in the hero and up to 6 not yet open in the upcoming block, keeping order', () => {
    const open = [1, 2, 3, 4].map((id) => tender(id, '2026-01-01T00:00:00Z'));
    const later = [5, 6, 7, 8, 9, 10, 11].map((id) => tender(id, '2026-01-20T00:00:00Z'));
    const { openNow, upcoming } = selectHomeTenders([...open, ...later], now);
    expect(openNow.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(upcoming.map((t) => t.id)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('gives empty lists for no tenders', () => {
    expect(selectHomeTenders([], now)).toEqual({ openNow: [], upcoming: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { filtersOf, stillOpenFilters } from './bid-window';

describe('filtersOf', () => {
  it('turns an IST day into a window of UTC instants', () => {
    expect(filtersOf({ bid_end_date: '2026-12-05' })).toMatchObject({
      bidEndFrom: '2026-12-04T18:30:00.000Z',
      bidEndTo: '2026-12-05T18:29:59.999Z',
    });
  });

  it('matches tender ids case-insensitively (uids are upper case)', () => {
    expect(filtersOf({ tender_id: 'ppc/2026' }).uidContains).toBe('PPC/2026');
  });
});

describe('stillOpenFilters', () => {
  it('never starts the window before now', () => {
    const now = new Date('2026-11-21T20:00:00Z');
    // 22 Nov IST begins at 21 Nov 18:30 UTC, before now: tenders that closed at 19:00 UTC must not show.
    const window = stillOpenFilters(filtersOf({ bid_end_date: '2026-11-22' }), now);
    expect(window?.bidEndFrom).toBe('2026-11-21T20:00:00.000Z');
    expect(window?.bidEndTo).toBe('2026-11-22T18:29:59.999Z');
  });

  it('keeps a window that starts later', () => {
    const window = stillOpenFilters(filtersOf({ bid_end_date: '2026-12-05' }), new Date('2026-11-21T20:00:00Z'));
    expect(window?.bidEndFrom).toBe('2026-12-04T18:30:00.000Z');
  });

  it('reads nothing for a day that has already ended', () => {
    expect(stillOpenFilters(filtersOf({ bid_end_date: '2026-11-20' }), new Date('2026-11-21T20:00:00Z'))).toBeNull();
  });

  it('without a date filter shows everything still open', () => {
    expect(stillOpenFilters({}, new Date('2026-11-21T20:00:00Z'))).toEqual({ bidEndFrom: '2026-11-21T20:00:00.000Z' });
  });
});

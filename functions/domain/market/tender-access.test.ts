import { describe, expect, it } from 'vitest';
import type { TenderRecord } from '../../data/tenders-repository';
import {
  bidWindowEnded,
  closedForBids,
  isAdminOrOwner,
  isForeignTender,
  openForBids,
  ownsTender,
} from './tender-access';

const END = '2026-03-01T10:00:00.000Z';
const at = (offsetMs: number) => new Date(Date.parse(END) + offsetMs);
const tender = (status: string) => ({ status, bid_submission_end_date: END }) as TenderRecord;

describe('who reaches a tender', () => {
  const owned = { organization_id: 7 };
  const callers = {
    admin: { userId: 1, role: 'Admin' },
    owner: { userId: 7, role: 'Organization' },
    otherOrganization: { userId: 8, role: 'Organization' },
    contractorWithOwnersId: { userId: 7, role: 'Contractor' },
  } as const;

  it('the Admin or the owning organisation, never another account with the same id', () => {
    expect(isAdminOrOwner(owned, callers.admin)).toBe(true);
    expect(isAdminOrOwner(owned, callers.owner)).toBe(true);
    expect(isAdminOrOwner(owned, callers.otherOrganization)).toBe(false);
    expect(isAdminOrOwner(owned, callers.contractorWithOwnersId)).toBe(false);
    expect(ownsTender(owned, callers.admin)).toBe(false);
    expect(ownsTender({ organization_id: null } as never, callers.owner)).toBe(false);
  });

  it('another organisation’s tender, or none, is foreign to an organisation only', () => {
    expect(isForeignTender(owned, callers.otherOrganization)).toBe(true);
    expect(isForeignTender(undefined, callers.owner)).toBe(true);
    expect(isForeignTender(owned, callers.owner)).toBe(false);
    expect(isForeignTender(owned, callers.admin)).toBe(false);
  });
});

describe('the bid window by the server’s clock', () => {
  it('ends at the bid end instant', () => {
    expect(bidWindowEnded(tender('active'), at(-1))).toBe(false);
    expect(bidWindowEnded(tender('active'), at(0))).toBe(true);
  });

  it('an active tender is open for bids until its end, then closed for bids before the close job runs', () => {
    expect([openForBids(tender('active'), at(-1)), closedForBids(tender('active'), at(-1))]).toEqual([true, false]);
    expect([openForBids(tender('active'), at(0)), closedForBids(tender('active'), at(0))]).toEqual([false, true]);
    expect(closedForBids(tender('closed'), at(1))).toBe(true);
  });

  it('a tender decided, cancelled or re-tendered is neither', () => {
    for (const status of ['awarded', 'unsuccessful', 'cancelled', 'retendered']) {
      expect([openForBids(tender(status), at(-1)), closedForBids(tender(status), at(1))]).toEqual([false, false]);
    }
  });
});

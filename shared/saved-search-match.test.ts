import { describe, expect, it } from 'vitest';
import { matchesSavedSearch, type MatchableTender } from './saved-search-match';

const tender: MatchableTender = {
  project_name: 'Construction of Girls Hostel Block at Pune',
  material_work_type_id: 4,
  tender_category_id: 2,
  location: 'Pune, Maharashtra',
  pin_code: '411001',
  remarks: '50000000-120000000',
  bid_submission_end_date: '2026-12-10T17:00:00+05:30',
};
const now = new Date('2026-12-01T06:30:00Z'); // 12:00 IST on 1 December

describe('matchesSavedSearch', () => {
  it('matches on work type and category ids', () => {
    expect(matchesSavedSearch(tender, { work_type: 4 }, now)).toBe(true);
    expect(matchesSavedSearch(tender, { work_type: 5 }, now)).toBe(false);
    expect(matchesSavedSearch(tender, { category: 2 }, now)).toBe(true);
    expect(matchesSavedSearch(tender, { category: 3, work_type: 4 }, now)).toBe(false);
  });

  it('matches location text in any case, and a pin code prefix', () => {
    expect(matchesSavedSearch(tender, { location: ' pune ' }, now)).toBe(true);
    expect(matchesSavedSearch(tender, { location: 'Nagpur' }, now)).toBe(false);
    expect(matchesSavedSearch(tender, { pin_code_prefix: '411' }, now)).toBe(true);
    expect(matchesSavedSearch(tender, { pin_code_prefix: '412' }, now)).toBe(false);
    expect(matchesSavedSearch({ ...tender, pin_code: undefined }, { pin_code_prefix: '4' }, now)).toBe(false);
  });

  it('matches a value range in crore that meets the qualifier range (5 to 12 crore)', () => {
    expect(matchesSavedSearch(tender, { value_min_crore: 10 }, now)).toBe(true);
    expect(matchesSavedSearch(tender, { value_min_crore: 12 }, now)).toBe(true);
    expect(matchesSavedSearch(tender, { value_min_crore: 12.5 }, now)).toBe(false);
    expect(matchesSavedSearch(tender, { value_max_crore: 5 }, now)).toBe(true);
    expect(matchesSavedSearch(tender, { value_max_crore: 4.9 }, now)).toBe(false);
    expect(matchesSavedSearch(tender, { value_min_crore: 6, value_max_crore: 8 }, now)).toBe(true);
    expect(matchesSavedSearch({ ...tender, remarks: 'n/a' }, { value_min_crore: 1 }, now)).toBe(false);
  });

  it('matches every keyword in the project name, in any case', () => {
    expect(matchesSavedSearch(tender, { keywords: 'hostel  PUNE' }, now)).toBe(true);
    expect(matchesSavedSearch(tender, { keywords: 'hostel road' }, now)).toBe(false);
    expect(matchesSavedSearch(tender, { keywords: '   ', work_type: 4 }, now)).toBe(true);
  });

  it('counts closing within N days by IST calendar days, and never a tender already closed', () => {
    // Ends 10 December 17:00 IST; today is 1 December IST: 9 days ahead.
    expect(matchesSavedSearch(tender, { closing_within_days: 9 }, now)).toBe(true);
    expect(matchesSavedSearch(tender, { closing_within_days: 8 }, now)).toBe(false);
    expect(matchesSavedSearch(tender, { closing_within_days: 9 }, new Date('2026-12-10T12:00:00Z'))).toBe(false);
  });

  it('takes the IST day at its edges, not the UTC one', () => {
    // 23:59 IST on 1 December is 18:29 UTC the same day; 00:01 IST on 2 December is 18:31 UTC on the 1st.
    const lateFirst = new Date('2026-12-01T18:29:00Z');
    const earlySecond = new Date('2026-12-01T18:31:00Z');
    const endsSecondNight = { ...tender, bid_submission_end_date: '2026-12-02T23:30:00+05:30' };
    const endsThirdMorning = { ...tender, bid_submission_end_date: '2026-12-03T00:30:00+05:30' };
    expect(matchesSavedSearch(endsSecondNight, { closing_within_days: 1 }, lateFirst)).toBe(true);
    expect(matchesSavedSearch(endsThirdMorning, { closing_within_days: 1 }, lateFirst)).toBe(false);
    expect(matchesSavedSearch(endsThirdMorning, { closing_within_days: 1 }, earlySecond)).toBe(true);
  });
});

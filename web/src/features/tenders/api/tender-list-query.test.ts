import { describe, expect, it } from 'vitest';
import { readTenderFilters } from './tender-list-query';

describe('readTenderFilters', () => {
  it('takes the filters the API accepts', () => {
    const params = new URLSearchParams('tender_id=%20PPC%2F2026%20&bid_end_date=2026-12-01&category=3&work_type=12');
    expect(readTenderFilters(params)).toEqual({
      tender_id: 'PPC/2026',
      bid_end_date: '2026-12-01',
      category: '3',
      work_type: '12',
    });
  });

  it('reads the empty fields of a form the browser sent as no filter', () => {
    const params = new URLSearchParams('tender_id=&bid_end_date=&category=&work_type=');
    expect(readTenderFilters(params)).toEqual({});
    expect(readTenderFilters(new URLSearchParams('tender_id=%20%20'))).toEqual({});
  });

  it('leaves out what the API would refuse', () => {
    const params = new URLSearchParams('bid_end_date=tomorrow&category=0&work_type=x');
    expect(readTenderFilters(params)).toEqual({});
  });
});

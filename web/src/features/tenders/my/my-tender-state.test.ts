import { describe, expect, it } from 'vitest';
import { isPublished, myTenderStateLook } from './my-tender-state';

describe("an organisation's tender states", () => {
  it('calls a draft with the consultancy’s remark Returned, and every other state by its name', () => {
    const label = (status: Parameters<typeof myTenderStateLook>[0]['status'], remark: string | null = null) =>
      myTenderStateLook({ status, return_remark: remark }).label;
    expect(label('draft')).toBe('Draft');
    expect(label('draft', 'Add the BOQ for the boundary wall.')).toBe('Returned');
    expect(label('in_review')).toBe('In review');
    // A remark left from an earlier return does not make a published tender "Returned".
    expect(label('active', 'old remark')).toBe('Active');
    expect(label('closed')).toBe('Closed');
    expect(label('cancelled')).toBe('Cancelled');
    expect(label('retendered')).toBe('Re-tendered');
  });

  it('has a public page only once published', () => {
    expect(isPublished({ status: 'draft' })).toBe(false);
    expect(isPublished({ status: 'in_review' })).toBe(false);
    for (const status of ['active', 'closed', 'cancelled', 'retendered'] as const) {
      expect(isPublished({ status })).toBe(true);
    }
  });
});

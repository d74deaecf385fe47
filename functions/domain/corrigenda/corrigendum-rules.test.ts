import { describe, expect, it } from 'vitest';
import { corrigendumDateErrors, oneThirdEarliestEnd, originalPeriod } from './corrigendum-rules';

// The original period: 1 Dec 10:00 to 31 Dec 10:00 UTC (30 days): a third is 10 days.
const period = { start: '2026-12-01T10:00:00.000Z', end: '2026-12-31T10:00:00.000Z' };

describe('the one-third rule', () => {
  it('keeps a bid end that leaves a third of the original period', () => {
    const now = new Date('2026-12-20T10:00:00.000Z');
    expect(oneThirdEarliestEnd(period, '2026-12-31T10:00:00.000Z', now)).toBeNull();
    expect(oneThirdEarliestEnd(period, '2026-12-30T10:00:00.000Z', now)).toBeNull();
  });

  it('asks for an extension to now plus a third when less remains', () => {
    const now = new Date('2026-12-25T10:00:00.000Z');
    expect(oneThirdEarliestEnd(period, '2026-12-31T10:00:00.000Z', now)?.toISOString()).toBe(
      '2027-01-04T10:00:00.000Z',
    );
    expect(oneThirdEarliestEnd(period, '2027-01-04T10:00:00.000Z', now)).toBeNull();
  });

  it('names the earliest end rounded up to a whole minute', () => {
    const now = new Date('2026-12-25T10:00:30.000Z');
    expect(oneThirdEarliestEnd(period, '2026-12-31T10:00:00.000Z', now)?.toISOString()).toBe(
      '2027-01-04T10:00:30.000Z',
    );
    const errors = corrigendumDateErrors({
      period,
      sealedUntil: null,
      bidOpeningDate: '2027-01-05T10:00:00.000Z',
      bidSubmissionEndDate: '2026-12-31T10:00:00.000Z',
      material: true,
      now,
    });
    expect(errors.bid_submission_end_date?.[0]).toContain('04 Jan 2027, 03:31 pm IST');
  });

  it('applies only to a material change, on bid_submission_end_date, with the rule in the message', () => {
    const input = {
      period,
      sealedUntil: null,
      bidOpeningDate: '2027-01-05T10:00:00.000Z',
      bidSubmissionEndDate: '2026-12-31T10:00:00.000Z',
      now: new Date('2026-12-25T10:00:00.000Z'),
    };
    expect(corrigendumDateErrors({ ...input, material: false })).toEqual({});
    const errors = corrigendumDateErrors({ ...input, material: true });
    expect(errors.bid_submission_end_date?.[0]).toContain('at least a third of the original bid submission period');
    expect(errors.bid_submission_end_date?.[0]).toContain('04 Jan 2027, 03:30 pm IST');
  });
});

describe('the opening date', () => {
  const input = {
    period,
    sealedUntil: '2027-01-02T10:00:00.000Z',
    bidSubmissionEndDate: '2026-12-31T10:00:00.000Z',
    material: false,
    now: new Date('2026-12-02T10:00:00.000Z'),
  };

  it('may not move before the sealing key opening time', () => {
    const errors = corrigendumDateErrors({ ...input, bidOpeningDate: '2027-01-01T10:00:00.000Z' });
    expect(errors.bid_opening_date?.[0]).toContain('02 Jan 2027, 03:30 pm IST');
  });

  it('may stay or move later', () => {
    expect(corrigendumDateErrors({ ...input, bidOpeningDate: '2027-01-02T10:00:00.000Z' })).toEqual({});
    expect(corrigendumDateErrors({ ...input, bidOpeningDate: '2027-01-09T10:00:00.000Z' })).toEqual({});
  });
});

describe('originalPeriod', () => {
  it('starts at the later of publishing and the bid start, and keeps the first one stored', () => {
    const tender = {
      published_date: '2026-12-01T10:00:00.000Z',
      bid_submission_start_date: '2026-12-03T10:00:00.000Z',
      bid_submission_end_date: '2026-12-31T10:00:00.000Z',
    };
    expect(originalPeriod(tender)).toEqual({
      start: tender.bid_submission_start_date,
      end: tender.bid_submission_end_date,
    });
    expect(originalPeriod({ ...tender, original_submission_period: period })).toEqual(period);
  });
});

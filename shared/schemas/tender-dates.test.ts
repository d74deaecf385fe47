import { describe, expect, it } from 'vitest';
import { tenderDateMessages as m } from '../admin-messages';
import { formatIst, tenderDateErrors, toIstDateTime } from './tender-dates';
import { CreateTenderBody } from './tenders-admin';

describe('toIstDateTime', () => {
  it.each([
    ['2026-12-05T17:00', '2026-12-05T17:00:00+05:30'],
    ['2026-12-05T17:00:30', '2026-12-05T17:00:30+05:30'],
    ['2026-12-05T11:30:00Z', '2026-12-05T17:00:00+05:30'],
    ['2026-12-05T06:30:00-05:00', '2026-12-05T17:00:00+05:30'],
    ['2026-12-31T20:00:00.250Z', '2027-01-01T01:30:00+05:30'],
  ])('reads %s as India time %s', (typed, stored) => {
    expect(toIstDateTime(typed)).toBe(stored);
  });

  it.each(['2026-02-30T10:00', '2026-12-05T24:00', '2026-12-05 17:00', '2026-12-05', '2026-13-01T10:00', 'soon'])(
    'refuses %s',
    (typed) => {
      expect(toIstDateTime(typed)).toBeUndefined();
    },
  );

  it('formats an instant as India time', () => {
    expect(formatIst(new Date('2026-03-31T18:30:00.999Z'))).toBe('2026-04-01T00:00:00+05:30');
  });
});

describe('tenderDateErrors', () => {
  const valid = {
    published_date: '2026-12-01T10:00:00+05:30',
    document_download_sale_start_date: '2026-12-01T10:00:00+05:30',
    document_download_sale_end_date: '2026-12-20T17:00:00+05:30',
    clarification_start_date: '2026-12-02T10:00:00+05:30',
    clarification_end_date: '2026-12-02T10:00:00+05:30',
    pre_bid_meeting_date: '2026-12-10T11:00:00+05:30',
    bid_submission_start_date: '2026-12-11T10:00:00+05:30',
    bid_submission_end_date: '2026-12-21T17:00:00+05:30',
    bid_opening_date: '2026-12-21T17:00:00+05:30',
  };

  it('accepts dates in order, with equal ends where a rule allows them', () => {
    expect(tenderDateErrors(valid)).toEqual({});
  });

  it.each([
    ['published_date', '2026-12-01T10:00:01+05:30', 'document_download_sale_start_date', m.downloadBeforePublished],
    [
      'document_download_sale_end_date',
      '2026-12-01T09:59:00+05:30',
      'document_download_sale_end_date',
      m.downloadEndBeforeStart,
    ],
    ['clarification_end_date', '2026-12-02T09:00:00+05:30', 'clarification_end_date', m.clarificationEndBeforeStart],
    ['bid_submission_end_date', '2026-12-11T10:00:00+05:30', 'bid_submission_end_date', m.bidEndNotAfterStart],
    ['bid_opening_date', '2026-12-21T16:59:00+05:30', 'bid_opening_date', m.openingBeforeBidEnd],
    ['pre_bid_meeting_date', '2026-12-21T17:00:00+05:30', 'pre_bid_meeting_date', m.preBidNotBeforeBidEnd],
  ])('setting %s to %s breaks the rule on %s', (field, value, broken, message) => {
    expect(tenderDateErrors({ ...valid, [field]: value })).toEqual({ [broken]: message });
  });

  it('does not check against a published date a draft does not have', () => {
    expect(tenderDateErrors({ ...valid, published_date: null })).toEqual({});
  });

  it('puts each broken rule on its field in the body schema, even while other fields are wrong', () => {
    const result = CreateTenderBody.safeParse({
      bid_submission_start_date: '2026-12-11T10:00',
      bid_submission_end_date: '2026-12-11T10:00',
      bid_opening_date: '2026-02-30T10:00',
    });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues).toContainEqual(['project_name', 'Please enter the project name.']);
    expect(issues).toContainEqual(['bid_submission_end_date', m.bidEndNotAfterStart]);
    // A date that does not parse gets its own message, and no rule is judged on it.
    expect(issues.filter(([path]) => path === 'bid_opening_date').map(([, message]) => message)).toEqual([
      'Please enter a date and time (YYYY-MM-DDTHH:mm, India time unless an offset is given).',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { AccountProfile } from '../../data/profiles-repository';
import type { ProfileReview } from '../../data/registrants-repository';
import { registrationReviewOf } from './registration-review';

const profile = (review: Partial<AccountProfile & ProfileReview>) =>
  ({ account_id: 7, kind: 'contractor', status: 'pending', ...review }) as AccountProfile & ProfileReview;

describe('registrationReviewOf', () => {
  it('shows a decision with its remark and date', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(registrationReviewOf(profile({ status: 'rejected', admin_remark: 'No PAN', reviewed_at: at }))).toEqual({
      status: 'rejected',
      remark: 'No PAN',
      reviewed_at: at,
      previous_remark: null,
      review_requested_at: null,
    });
  });

  it('shows no decision while pending, but the remark the registrant answered', () => {
    const at = '2026-11-21T10:00:00.000Z';
    const pending = profile({ status: 'pending', previous_remark: 'No PAN', review_requested_at: at });
    expect(registrationReviewOf(pending)).toEqual({
      status: 'pending',
      remark: null,
      reviewed_at: null,
      previous_remark: 'No PAN',
      review_requested_at: at,
    });
  });

  it('reads an item without a status as pending', () => {
    expect(registrationReviewOf(profile({ status: undefined })).status).toBe('pending');
  });
});

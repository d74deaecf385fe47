import type { RegistrationReview, ReviewStatus } from '@tender/shared/schemas/registration-review';
import type { AccountProfile } from '../../data/profiles-repository';
import type { ProfileReview } from '../../data/registrants-repository';

// The consultancy's review of a registration as its registrant sees it: on
// GET /profile, GET /dashboard and the answer of a review request. A decision's remark and date
// show only while that decision stands; an older item without a status reads as pending.

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const statusOf = (value: unknown): ReviewStatus => (value === 'approved' || value === 'rejected' ? value : 'pending');

export function registrationReviewOf(profile: AccountProfile & ProfileReview): RegistrationReview {
  const status = statusOf(profile.status);
  const decided = status !== 'pending';
  return {
    status,
    remark: decided ? text(profile.admin_remark) : null,
    reviewed_at: decided ? text(profile.reviewed_at) : null,
    previous_remark: text(profile.previous_remark),
    review_requested_at: text(profile.review_requested_at),
  };
}

import type { ReviewRequestedAnswer } from '@tender/shared/schemas/registration-review';
import { apiFetch } from '../../../lib/api/client';

/** POST /profile/review_request: a rejected registration goes back to the consultancy for review. */
export function requestReview(): Promise<ReviewRequestedAnswer> {
  return apiFetch<ReviewRequestedAnswer>('/profile/review_request', { method: 'POST' });
}

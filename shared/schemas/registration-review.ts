// The state of a registration's review by the consultancy, as its registrant sees it on GET /profile and GET /dashboard, and as POST /profile/review_request answers it.
// zod/mini (./mini.ts): the profile and dashboard bundles carry this.
import * as z from './mini';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const RegistrationReview = z.object({
  /** pending until the consultancy approves or rejects; pending again after a review request. */
  status: z.enum(REVIEW_STATUSES),
  /** The remark of the decision shown (approved or rejected); null while pending. */
  remark: z.nullable(z.string()),
  /** When the decision shown was made; null while pending. */
  reviewed_at: z.nullable(z.string()),
  /** The remark of the rejection the registrant answered with a review request, if any. */
  previous_remark: z.nullable(z.string()),
  /** When the registrant last asked for a new review, if ever. */
  review_requested_at: z.nullable(z.string()),
});
export type RegistrationReview = z.infer<typeof RegistrationReview>;

/** POST /profile/review_request: the registration is pending again. */
export const ReviewRequestedAnswer = z.object({ message: z.string(), data: RegistrationReview });
export type ReviewRequestedAnswer = z.infer<typeof ReviewRequestedAnswer>;

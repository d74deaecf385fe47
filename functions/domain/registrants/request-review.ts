import { registrationReviewMessages as m } from '@tender/shared/registration-review-messages';
import type { ReviewRequestedAnswer } from '@tender/shared/schemas/registration-review';
import { getAccountProfile } from '../../data/profiles-repository';
import { writeReviewRequest, type Registrant } from '../../data/registrants-repository';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { registrationReviewOf } from './registration-review';

// POST /profile/review_request: a registrant whose registration the
// consultancy rejected corrects its profile (the tab saves) and asks for a new review. Its own
// registration only: the caller is the registrant, so no one can ask on another's behalf.

const REGISTRANT_ROLES = new Set<Caller['role']>(['Contractor', 'Organization', 'Builder']);

export async function requestReview(caller: Caller, now: Date): Promise<ReviewRequestedAnswer> {
  if (!REGISTRANT_ROLES.has(caller.role)) throw new ForbiddenError(m.registrantsOnly);
  const loaded = await getAccountProfile(caller.userId);
  if (!loaded) throw new NotFoundError(m.noRegistration);
  const profile = loaded.profile as Registrant['profile'];
  if (profile.status !== 'rejected') throw new ConflictError(m.notRejected);
  const previousRemark = profile.admin_remark ?? null;
  const at = now.toISOString();
  const actor = await actorOf(caller);
  const entry = auditEntry(
    actor,
    {
      action: 'registrant.review_requested',
      entity: 'registrant',
      entityId: caller.userId,
      summary: `${actor.name} asked for the registration to be reviewed again`,
      before: { status: 'rejected', remark: previousRemark },
      after: { status: 'pending', previous_remark: previousRemark },
    },
    now,
  );
  // Reviewed (or deleted) since it was read: no longer a rejected registration.
  if (!(await writeReviewRequest(caller.userId, { previousRemark, at }, entry))) throw new ConflictError(m.notRejected);
  const requested = {
    ...profile,
    status: 'pending' as const,
    previous_remark: previousRemark,
    review_requested_at: at,
  };
  return { message: m.reviewRequested, data: registrationReviewOf(requested) };
}

import { registrantMessages as m } from '@tender/shared/admin-messages';
import { paths } from '@tender/shared/site-paths';
import type { RegistrantChanged, ReviewRegistrantBody } from '@tender/shared/schemas/registrants';
import { writeProfileReview } from '../../data/registrants-repository';
import type { Caller } from '../market/caller';
import { sendOrWarn } from '../mail/send-or-warn';
import { actorOf, auditEntry } from '../audit/audit-entry';
import { sendMail } from '../mail/send-mail';
import { siteLink } from '../mail/site-url';
import { registrantOr404, toDetail, writtenOr404, type LoadedRegistrant, type Profile } from './registrant-record';
import { reviewDecisionMail } from './review-mails';

/** POST /admin/registrants/{id}/review: approve or reject, with a remark mailed to the registrant. */
export async function reviewRegistrant(
  id: number,
  body: ReviewRegistrantBody,
  caller: Caller,
  now: Date,
): Promise<RegistrantChanged> {
  const loaded = await registrantOr404(id);
  const actor = await actorOf(caller);
  const status = body.decision === 'approve' ? 'approved' : 'rejected';
  const at = now.toISOString();
  const by = { id: actor.id, name: actor.name };
  await writtenOr404(
    writeProfileReview(
      id,
      { status, remark: body.remark, by, at },
      auditEntry(
        actor,
        {
          action: `registrant.${body.decision}`,
          entity: 'registrant',
          entityId: id,
          summary: `${status === 'approved' ? 'Approved' : 'Rejected'} ${loaded.user.name}: ${body.remark}`,
          before: { status: loaded.profile.status, remark: loaded.profile.admin_remark ?? null },
          after: { status, remark: body.remark },
        },
        now,
      ),
    ),
  );
  await mailDecision(loaded, status, body.remark);
  const profile: Profile = {
    ...loaded.profile,
    status,
    admin_remark: body.remark,
    reviewed_at: at,
    reviewed_by: by,
    updated_at: at,
  };
  return {
    error: false,
    message: status === 'approved' ? m.approved : m.rejected,
    data: await toDetail({ ...loaded, profile }),
  };
}

/** The registrant hears of the decision by mail; a mail that fails is logged: the review stands and the dashboard shows it. */
async function mailDecision(
  { user, profile }: LoadedRegistrant,
  decision: 'approved' | 'rejected',
  remark: string,
): Promise<void> {
  await sendOrWarn('registration review mail not sent', user.id, async () => {
    const link = siteLink(paths.dashboard);
    const bidder = profile.kind === 'contractor';
    await sendMail(reviewDecisionMail({ to: user.email, name: user.name, decision, remark, bidder, link }));
  });
}

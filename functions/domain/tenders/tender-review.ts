import { myTenderMessages, tenderStateMessages as m } from '@tender/shared/admin-messages';
import { paths, sitePath } from '@tender/shared/site-paths';
import type { AdminTenderChanged, ReturnTenderBody } from '@tender/shared/schemas/tenders-admin';
import type { TenderRecord } from '../../data/tenders-repository';
import { ConflictError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { actorOf } from '../audit/audit-entry';
import { mailAccount } from '../mail/mail-account';
import { siteLink } from '../mail/site-url';
import { toAdminDetail } from './admin-tender-views';
import { tenderOr404 } from './manage-tender';
import { ownTenderOr404 } from './my-tenders';
import { tenderReturnedMail } from './tender-return-mail';
import { moveTender } from './tender-transitions';

// The consultancy's review of an organisation's tender: the organisation sends its
// draft (or a returned one) for review; the Admin publishes it (tender-transitions.ts) or returns
// it to draft with a remark, which the organisation sees in My Tenders and receives by mail. An
// organisation never publishes: nothing here moves a tender past in_review.

/** POST /my/tenders/{id}/submit: the organisation's draft goes to the consultancy (in_review). */
export async function submitTenderForReview(id: number, caller: Caller, now: Date): Promise<AdminTenderChanged> {
  const tender = await ownTenderOr404(id, caller);
  if (tender.status !== 'draft') throw new ConflictError(myTenderMessages.onlyDraftSubmitted);
  const at = now.toISOString();
  const record = await moveTender(
    tender,
    { to: 'in_review', from: ['draft'], set: { submitted_at: at, return_remark: null, updated_at: at } },
    {
      action: 'tender.submit',
      summary: `Sent ${tender.tender_uid} for review`,
      before: { status: 'draft', return_remark: tender.return_remark ?? null },
      after: { status: 'in_review', return_remark: null },
    },
    { actor: await actorOf(caller), now },
  );
  return { error: false, message: myTenderMessages.submitted, data: toAdminDetail(record) };
}

/** POST /admin/tenders/{id}/return: a tender in review goes back to draft with the remark, mailed to its organisation. */
export async function returnTender(
  id: number,
  body: ReturnTenderBody,
  caller: Caller,
  now: Date,
): Promise<AdminTenderChanged> {
  const tender = await tenderOr404(id);
  if (tender.status !== 'in_review') throw new ConflictError(m.onlyInReviewReturned);
  const at = now.toISOString();
  const record = await moveTender(
    tender,
    { to: 'draft', from: ['in_review'], set: { return_remark: body.remark, returned_at: at, updated_at: at } },
    {
      action: 'tender.return',
      summary: `Returned ${tender.tender_uid} to its organisation: ${body.remark}`,
      before: { status: 'in_review', return_remark: tender.return_remark ?? null },
      after: { status: 'draft', return_remark: body.remark },
    },
    { actor: await actorOf(caller), now },
  );
  await mailReturnedTender(record, body.remark);
  return { error: false, message: m.returned, data: toAdminDetail(record) };
}

/** The organisation hears of the return by mail; a mail that fails is logged: the remark waits in My Tenders. */
async function mailReturnedTender(tender: TenderRecord, remark: string): Promise<void> {
  const ownerId = tender.organization_id;
  if (ownerId === undefined) return;
  const link = siteLink(sitePath(paths.myTender, { id: tender.id }));
  await mailAccount('tender returned mail not sent', ownerId, (to, name) =>
    tenderReturnedMail({ to, name, tender, remark, link }),
  );
}

// The demo buyer's own tenders: the demo Organization login owns a few of the seeded
// published tenders (its company name shown on them), plus one draft and one sent for review, so
// My Tenders and the Admin's review have something to show at once. Written once: a buyer that
// already owns tenders is left as it is.
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { listTendersOfOrganization } from '../../functions/data/organization-tenders-repository';
import { getTenderById, putTender, replaceTender, type TenderRecord } from '../../functions/data/tenders-repository';
import { findUserIdByEmail } from '../../functions/data/users-repository';
import { newTenderRecord } from '../../functions/domain/tenders/manage-tender';
import type { TenderFormFields } from '../../functions/domain/tenders/tender-form';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** How many published seed tenders of each state the buyer owns (the lowest ids of that state). */
const OWNED_PER_STATUS: Partial<Record<TenderRecord['status'], number>> = { active: 3, closed: 1, cancelled: 1 };

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;

/** An India-time instant `days` from `now` at `hour`:00, as tenders store dates. */
function istAt(now: Date, days: number, hour: number): string {
  const day = new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00+05:30`;
}

/** Dates all ahead of `now`, so the Admin can publish the demo draft or the one in review at once. */
function aheadDates(now: Date) {
  return {
    document_download_sale_start_date: istAt(now, 2, 10),
    document_download_sale_end_date: istAt(now, 34, 17),
    clarification_start_date: istAt(now, 2, 10),
    clarification_end_date: istAt(now, 14, 17),
    pre_bid_meeting_date: istAt(now, 10, 11),
    bid_submission_start_date: istAt(now, 16, 10),
    bid_submission_end_date: istAt(now, 35, 17),
    bid_opening_date: istAt(now, 36, 11),
  };
}

/** The form of a new buyer tender, copied from one it owns (its work items, fees, places) with its own name and dates. */
function formFrom(template: TenderRecord, projectName: string, now: Date): TenderFormFields {
  const {
    id: _id,
    tender_uid: _uid,
    status: _status,
    published_date: _published,
    retender_of: _of,
    retender_of_uid: _ofUid,
    retendered_as: _as,
    retendered_as_uid: _asUid,
    cancel_reason: _reason,
    cancelled_at: _cancelled,
    closed_at: _closed,
    created_at: _created,
    updated_at: _updated,
    version: _version,
    ...form
  } = template;
  return { ...form, ...aheadDates(now), project_name: projectName, tender_documents: [], next_document_id: 1 };
}

async function ownSeededTenders(
  owner: Pick<TenderRecord, 'organization_id' | 'organization_name'>,
  count: number,
  now: Date,
) {
  const wanted = { ...OWNED_PER_STATUS };
  const owned: TenderRecord[] = [];
  for (let id = 1; id <= count; id += 1) {
    const record = await getTenderById(id, { consistent: true });
    const left = record ? wanted[record.status] : undefined;
    if (!record || !left) continue;
    wanted[record.status] = left - 1;
    const mine = { ...record, ...owner, created_at: record.created_at ?? now.toISOString() };
    await replaceTender(mine);
    owned.push(mine);
  }
  return owned;
}

/** Gives the demo buyer its tenders; answers how many it owns now (0 when it already had some, or is missing). */
export async function seedDemoBuyerTenders(seededTenders: number, now: Date): Promise<number> {
  const buyer = DEMO_ACCOUNTS.find((account) => account.role === 'Organization');
  const buyerId = buyer ? await findUserIdByEmail(buyer.email) : undefined;
  if (buyerId === undefined) return 0;
  if ((await listTendersOfOrganization(buyerId, { limit: 1 })).items.length > 0) return 0;
  const company = (await getAccountProfile(buyerId))?.profile.basic.company_name;
  const owner = { organization_id: buyerId, organization_name: typeof company === 'string' ? company : buyer!.name };
  const owned = await ownSeededTenders(owner, seededTenders, now);
  const template = owned[0];
  if (!template) return owned.length;
  const draft = await newTenderRecord(
    formFrom(template, `${template.project_name}: Phase 2`, now),
    { status: 'draft', published_date: null, retender_of: null },
    now,
  );
  const inReview = await newTenderRecord(
    formFrom(template, `${template.project_name}: Site Development`, now),
    { status: 'in_review', published_date: null, retender_of: null },
    now,
  );
  await putTender(draft);
  await putTender({ ...inReview, submitted_at: now.toISOString() });
  return owned.length + 2;
}

import { tenderStateMessages } from '@tender/shared/admin-messages';
import { corrigendumMessages as m } from '@tender/shared/corrigendum-messages';
import type { AdminTenderChanged, UpdateTenderBody } from '@tender/shared/schemas/tenders-admin';
import type { TenderRecord } from '../../data/tenders-repository';
import { ConflictError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { toAdminDetail } from '../tenders/admin-tender-views';
import { saveTenderForm, tenderOr404, updateTender } from '../tenders/manage-tender';
import { pendingChanges, publishCorrigendum } from './publish-corrigendum';

// PUT /admin/tenders/{id}: a draft or a tender in review is saved as before (a
// corrigendum_reason sent with it is ignored: nothing is published yet); an active tender's save
// is a corrigendum with the reason required. Who opens and evaluates the bids is not published, so a
// save that changes only those is a plain save, as before; a save that changes nothing is refused.

const ROLE_FIELDS = ['openers', 'evaluators', 'representation_days'] as const;

/** The form names other openers, evaluators or representation days than stored (absent: kept). */
function changesRoles(existing: TenderRecord, body: UpdateTenderBody): boolean {
  return ROLE_FIELDS.some(
    (field) => body[field] !== undefined && JSON.stringify(body[field]) !== JSON.stringify(existing[field] ?? null),
  );
}

export async function saveAdminTender(
  id: number,
  body: UpdateTenderBody,
  caller: Caller,
  now: Date,
): Promise<AdminTenderChanged> {
  const { corrigendum_reason: reason, ...plain } = body;
  const existing = await tenderOr404(id);
  if (existing.status !== 'active') return updateTender(id, plain, caller, now);
  const { version, ...form } = plain;
  if (version !== (existing.version ?? 0)) throw new ConflictError(tenderStateMessages.changedMeanwhile);
  if ((await pendingChanges(existing, form)).length === 0) {
    if (!changesRoles(existing, plain)) throw new ConflictError(m.nothingChanged);
    const record = await saveTenderForm(existing, plain, ['active'], caller, now);
    return { error: false, message: tenderStateMessages.updated, data: toAdminDetail(record) };
  }
  const { record, corrigendum } = await publishCorrigendum(existing, { form, version, reason }, caller, now);
  return { error: false, message: m.published(corrigendum.number), data: toAdminDetail(record) };
}

import { myTenderMessages as m } from '@tender/shared/admin-messages';
import { apiMessages } from '@tender/shared/messages';
import type { AdminTenderAnswer, AdminTenderChanged } from '@tender/shared/schemas/tenders-admin';
import type {
  MyTenderBody,
  MyTenderListAnswer,
  MyTenderListQuery,
  UpdateMyTenderBody,
} from '@tender/shared/schemas/tenders-organization';
import type { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { listTendersOfOrganization } from '../../data/organization-tenders-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { toAdminDetail, toAdminListItem } from './admin-tender-views';
import { saveNewDraft, saveTenderForm, tenderDocumentLink, tenderOr404 } from './manage-tender';
import { ownsTender } from '../market/tender-access';
import { requireOrganization } from '../market/tender-owner';

// An organisation's own tenders (My Tenders): every state, read; drafts made and edited
// with the Admin's form and rules (manage-tender.ts), the owner always the caller. Only a draft (a
// returned one included) changes here; once sent for review, publishing is the consultancy's.
// Every route checks the role here (403 for anyone but an Organization); another organisation's
// tender answers 404, as one that does not exist.

const MY_LIST_DEFAULT_LIMIT = 20;

/** One of the calling organisation's own tenders; another's, or none, is 404. */
export async function ownTenderOr404(id: number, caller: Caller): Promise<TenderRecord> {
  requireOrganization(caller);
  const tender = await tenderOr404(id);
  if (!ownsTender(tender, caller)) throw new NotFoundError(apiMessages.tenderNotFound);
  return tender;
}

/** GET /my/tenders: the organisation's tenders in every state, newest first. */
export async function listMyTenders(query: MyTenderListQuery, caller: Caller): Promise<MyTenderListAnswer> {
  requireOrganization(caller);
  const page = await listTendersOfOrganization(caller.userId, {
    limit: query.limit ?? MY_LIST_DEFAULT_LIMIT,
    cursor: query.cursor,
  });
  return {
    data: page.items.map((record) => ({ ...toAdminListItem(record), return_remark: record.return_remark ?? null })),
    next_cursor: page.cursor,
  };
}

/** GET /my/tenders/{id}. */
export async function getMyTender(id: number, caller: Caller): Promise<AdminTenderAnswer> {
  return { data: toAdminDetail(await ownTenderOr404(id, caller)) };
}

/** POST /my/tenders: a new draft owned by the caller. */
export async function createMyTender(body: MyTenderBody, caller: Caller, now: Date): Promise<AdminTenderChanged> {
  requireOrganization(caller);
  const record = await saveNewDraft({ ...body, organization_id: caller.userId }, caller, now);
  return { error: false, message: m.created, data: toAdminDetail(record) };
}

/** PUT /my/tenders/{id}: the whole form of the organisation's draft (a returned one too), at the version read. */
export async function updateMyTender(
  id: number,
  body: UpdateMyTenderBody,
  caller: Caller,
  now: Date,
): Promise<AdminTenderChanged> {
  const existing = await ownTenderOr404(id, caller);
  if (existing.status !== 'draft') throw new ConflictError(m.notEditable);
  // The owner is never the form's to change here: the stored one stays.
  const record = await saveTenderForm(existing, { ...body, organization_id: undefined }, ['draft'], caller, now);
  return { error: false, message: m.updated, data: toAdminDetail(record) };
}

/** GET /my/tenders/{id}/documents/{documentId}/link: the organisation's own link to its tender's document. */
export async function myTenderDocumentLink(id: number, documentId: number, caller: Caller): Promise<FileUrlAnswer> {
  return tenderDocumentLink(await ownTenderOr404(id, caller), documentId);
}

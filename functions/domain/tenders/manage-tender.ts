import { tenderFieldMessages, tenderStateMessages as m } from '@tender/shared/admin-messages';
import type {
  AdminTenderFields,
  AdminTenderAnswer,
  AdminTenderChanged,
  AdminTenderListAnswer,
  AdminTenderListQuery,
  CreateTenderBody,
  UpdateTenderBody,
} from '@tender/shared/schemas/tenders-admin';
import type { AdminTenderStatus } from '@tender/shared/schemas/tender';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import type { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { apiMessages } from '@tender/shared/messages';
import { uploadMessages } from '@tender/shared/upload-rules';
import { nextSequenceValue } from '../../data/sequences';
import {
  getTenderById,
  listTendersByStatus,
  nextTenderSerial,
  tenderLookupRefs,
  type TenderRecord,
} from '../../data/tenders-repository';
import { TenderConflictError, writeTender, type TenderWrite } from '../../data/tender-write-repository';
import { ConflictError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { presignGet } from '../../platform/storage';
import { actorOf, auditEntry, changedFields } from '../audit/audit-entry';
import { toAdminDetail, toAdminListItem } from './admin-tender-views';
import { buildTender, lookupUseChanges, type TenderFormFields } from './tender-form';

// The admin's tenders: list, read, create (a draft), edit, and the admin's own link to a
// document (drafts included). State changes live in tender-transitions.ts.

const ADMIN_LIST_DEFAULT_LIMIT = 20;

export async function listAdminTenders(query: AdminTenderListQuery): Promise<AdminTenderListAnswer> {
  const page = await listTendersByStatus(query.status, {
    limit: query.limit ?? ADMIN_LIST_DEFAULT_LIMIT,
    cursor: query.cursor,
    filters: { categoryId: query.category, workTypeId: query.work_type, search: query.q },
    newestFirst: true,
  });
  return { data: page.items.map(toAdminListItem), next_cursor: page.cursor };
}

/** The stored tender (strongly consistent: the admin's own view is never stale), or 404. */
export async function tenderOr404(id: number): Promise<TenderRecord> {
  const record = await getTenderById(id, { consistent: true });
  if (!record) throw new NotFoundError(apiMessages.tenderNotFound);
  return record;
}

export async function getAdminTender(id: number): Promise<AdminTenderAnswer> {
  return { data: toAdminDetail(await tenderOr404(id)) };
}

/** A tender id people read: PPC/<year>/<serial>, the year India's. */
export async function newTenderIdentity(now: Date): Promise<{ id: number; tender_uid: string }> {
  const id = await nextSequenceValue('tender');
  const year = Number(formatIst(now).slice(0, 4));
  const serial = await nextTenderSerial(year, id - 1);
  return { id, tender_uid: `PPC/${year}/${String(serial).padStart(4, '0')}` };
}

/**
 * A tender made now, under a new tender id (created as a draft, or re-tendered from another and
 * published): version 1, not re-tendered, not cancelled.
 */
export async function newTenderRecord(
  fields: TenderFormFields,
  start: Pick<TenderRecord, 'status' | 'published_date' | 'retender_of' | 'retender_of_uid'>,
  now: Date,
): Promise<TenderRecord> {
  const at = now.toISOString();
  return {
    ...fields,
    ...(await newTenderIdentity(now)),
    retendered_as: null,
    cancel_reason: null,
    cancelled_at: null,
    ...start,
    created_at: at,
    updated_at: at,
    version: 1,
  };
}

/**
 * Writes a change of tenders with its lookup counts, upload claims and audit entries in one
 * transaction; a cancelled one is answered as what it ran into: the tender no longer as read, a
 * lookup entry retired or deleted meanwhile, or an upload claimed meanwhile.
 */
export async function writeTenderChange(write: TenderWrite): Promise<void> {
  try {
    await writeTender(write);
  } catch (error) {
    if (!(error instanceof TenderConflictError)) throw error;
    const message = {
      tender: m.changedMeanwhile,
      lookup: tenderFieldMessages.lookupRetired,
      upload: uploadMessages.unavailable,
    }[error.reason];
    throw new ConflictError(message, { cause: error });
  }
}

/** POST /admin/tenders: the whole detail, saved as a draft of the organisation picked, with a new tender id. */
export async function createTender(body: CreateTenderBody, caller: Caller, now: Date): Promise<AdminTenderChanged> {
  const record = await saveNewDraft(body, caller, now);
  return { error: false, message: m.created, data: toAdminDetail(record) };
}

/**
 * A new draft from the tender form (the Admin's, or an organisation's own with itself as the
 * owner), its lookup counts, upload claims and audit entry in one transaction.
 */
export async function saveNewDraft(
  form: AdminTenderFields & { organization_id: number },
  caller: Caller,
  now: Date,
): Promise<TenderRecord> {
  const actor = await actorOf(caller);
  const built = await buildTender(form, { published: null, actor, now });
  const record = await newTenderRecord(built.fields, { status: 'draft', published_date: null, retender_of: null }, now);
  const changes = lookupUseChanges([], tenderLookupRefs(record));
  await writeTenderChange({
    tenders: [{ put: record, expect: { kind: 'new' } }],
    lookups: changes,
    uploads: { ids: built.uploadIds, accountId: actor.id, at: now },
    audit: [
      auditEntry(
        actor,
        {
          action: 'tender.create',
          entity: 'tender',
          entityId: record.id,
          summary: `Created draft ${record.tender_uid} (${record.project_name})`,
          before: null,
          after: record,
        },
        now,
      ),
    ],
  });
  return record;
}

/** The states in which the Admin may edit a tender's form. */
const ADMIN_EDITABLE: readonly AdminTenderStatus[] = ['draft', 'in_review', 'active'];

/** PUT /admin/tenders/{id}: a draft, in-review or active tender's whole form, at the version the admin read. */
export async function updateTender(
  id: number,
  body: UpdateTenderBody,
  caller: Caller,
  now: Date,
): Promise<AdminTenderChanged> {
  const existing = await tenderOr404(id);
  if (!ADMIN_EDITABLE.includes(existing.status)) throw new ConflictError(m.notEditable);
  const record = await saveTenderForm(existing, body, ADMIN_EDITABLE, caller, now);
  return { error: false, message: m.updated, data: toAdminDetail(record) };
}

/**
 * Saves a stored tender's whole form at the version read, if it is still in one of `editable`
 * (checked by the caller first, and again by the conditional write), with its audit entry.
 */
export async function saveTenderForm(
  existing: TenderRecord,
  body: AdminTenderFields & { version: number },
  editable: readonly AdminTenderStatus[],
  caller: Caller,
  now: Date,
): Promise<TenderRecord> {
  const id = existing.id;
  const version = existing.version ?? 0;
  if (body.version !== version) throw new ConflictError(m.changedMeanwhile);
  const actor = await actorOf(caller);
  const { version: _read, ...form } = body;
  const built = await buildTender(form, { existing, published: existing.published_date, actor, now });
  const record: TenderRecord = { ...existing, ...built.fields, version: version + 1, updated_at: now.toISOString() };
  const changes = lookupUseChanges(tenderLookupRefs(existing), tenderLookupRefs(record));
  const diff = changedFields(existing, record);
  await writeTenderChange({
    tenders: [{ put: record, expect: { kind: 'version', version, statuses: editable } }],
    lookups: changes,
    uploads: { ids: built.uploadIds, accountId: actor.id, at: now },
    audit: [
      auditEntry(
        actor,
        {
          action: 'tender.update',
          entity: 'tender',
          entityId: id,
          summary: `Edited ${record.tender_uid}: ${Object.keys(diff.after).join(', ') || 'no field changed'}`,
          ...diff,
        },
        now,
      ),
    ],
  });
  return record;
}

/** The admin's own short-lived link to a tender document (drafts' too, which the public cannot read). */
export async function adminTenderDocumentLink(id: number, documentId: number): Promise<FileUrlAnswer> {
  return tenderDocumentLink(await tenderOr404(id), documentId);
}

/** A short-lived link that downloads one of this tender's documents, whatever its state. */
export async function tenderDocumentLink(tender: TenderRecord, documentId: number): Promise<FileUrlAnswer> {
  const document = tender.tender_documents.find((candidate) => candidate.id === documentId);
  if (!document) throw new NotFoundError(apiMessages.documentNotFound);
  const extension = /\.[a-z0-9]+$/i.exec(document.storage)?.[0] ?? '';
  const fileName = `${tender.tender_uid} ${document.document_name}`.replace(/[^A-Za-z0-9._-]+/g, '-') + extension;
  const { url, expiresAt } = await presignGet(document.storage, { fileName, disposition: 'attachment' });
  return { data: { url, expires_at: expiresAt.toISOString() } };
}

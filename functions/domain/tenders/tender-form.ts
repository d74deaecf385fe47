import { tenderFieldMessages as m } from '@tender/shared/admin-messages';
import { AdminTenderFields } from '@tender/shared/schemas/tenders-admin';
import { tenderDateErrors, type TenderDates } from '@tender/shared/schemas/tender-dates';
import { UPLOAD_EXTENSIONS } from '@tender/shared/upload-rules';
import type { LookupKind } from '../../data/keys';
import { listLookupEntries, type AdminLookupEntry } from '../../data/lookups-repository';
import {
  tenderLookupRefs,
  type LookupRef,
  type StoredTenderDocument,
  type TenderRecord,
} from '../../data/tenders-repository';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { acceptUploads, type UploadClaim } from '../uploads/accept-uploads';
import type { Actor } from '../audit/audit-entry';
import { tenderRoleFields } from '../market/tender-role-fields';
import { organizationOwner } from '../market/tender-owner';

// The tender form (SPEC.md §3 tender detail) turned into what is stored: lookup names taken from
// their ids, work items grouped by work type, documents accepted from the upload flow. Everything
// is checked before anything is written; acceptUploads copies only once every check passed.

/** Where a tender document's file goes: one folder for every tender's documents, named by upload. */
export const tenderDocumentKey = (uploadId: string, type: keyof typeof UPLOAD_EXTENSIONS) =>
  `tenders/documents/${uploadId}.${UPLOAD_EXTENSIONS[type]}`;

/** The stored fields the form decides (everything but identity, state and bookkeeping). */
export type TenderFormFields = Omit<
  TenderRecord,
  | 'id'
  | 'tender_uid'
  | 'status'
  | 'published_date'
  | 'retender_of'
  | 'retender_of_uid'
  | 'retendered_as'
  | 'retendered_as_uid'
  | 'cancel_reason'
  | 'cancelled_at'
  | 'return_remark'
  | 'returned_at'
  | 'submitted_at'
  | 'created_at'
  | 'updated_at'
  | 'version'
>;

export type BuiltTender = {
  fields: TenderFormFields;
  /** Tickets to claim in the same transaction as the tender. */
  uploadIds: string[];
};

/** The lookup lists a tender chooses from, by kind. */
type Lists = Record<'tender_category' | 'work_type', Map<number, AdminLookupEntry>>;

async function loadLists(): Promise<Lists> {
  const [categories, workTypes] = await Promise.all([
    listLookupEntries('tender_category'),
    listLookupEntries('work_type'),
  ]);
  const byId = (entries: AdminLookupEntry[]) => new Map(entries.map((entry) => [entry.id, entry]));
  return { tender_category: byId(categories), work_type: byId(workTypes) };
}

const refKey = (ref: LookupRef) => `${ref.kind}:${ref.id}`;

/**
 * The name of a chosen lookup entry, or a field error: it must exist, and a retired entry is only
 * accepted where the tender already had it (`kept`).
 */
function chosenName(
  lists: Lists,
  kind: 'tender_category' | 'work_type',
  id: number,
  kept: Set<string>,
  field: string,
  errors: FieldErrors,
): string {
  const entry = lists[kind].get(id);
  if (!entry) {
    errors[field] = [m.lookupUnknown];
    return '';
  }
  if (entry.retired && !kept.has(refKey({ kind, id }))) errors[field] = [m.lookupRetired];
  return entry.name;
}

/**
 * The owner fields of the tender: the organisation `ownerId` names (a field error unless it is an
 * Organization account), or, without one, the owner the tender already has (or had none of).
 */
async function ownerFields(
  ownerId: number | undefined,
  existing: TenderRecord | undefined,
  errors: FieldErrors,
): Promise<Pick<TenderRecord, 'organization_id' | 'organization_name'>> {
  if (ownerId === undefined) {
    const kept = existing?.organization_id;
    return {
      ...(kept === undefined ? {} : { organization_id: kept }),
      organization_name: existing?.organization_name ?? '',
    };
  }
  const owner = await organizationOwner(ownerId);
  if (!owner) errors.organization_id = [m.organizationUnknown];
  return owner ?? { organization_name: '' };
}

/**
 * Checks and builds the stored fields of a tender from its form. `existing` is the tender being
 * edited or re-tendered (its documents may be kept by id, its retired choices stay allowed; its
 * owner stays unless the form names another). `published` is the published date the date rules
 * compare with (null for a draft).
 */
export async function buildTender(
  input: AdminTenderFields,
  context: {
    existing?: TenderRecord;
    published: string | null;
    actor: Actor;
    now: Date;
    /** Whose uploads the form's files are, when not the actor's (an organisation's proposed corrigendum). */
    uploadOwnerId?: number;
  },
): Promise<BuiltTender> {
  const { existing } = context;
  const errors: FieldErrors = {};
  const kept = new Set(existing ? tenderLookupRefs(existing).map(refKey) : []);
  const [lists, owner] = await Promise.all([loadLists(), ownerFields(input.organization_id, existing, errors)]);

  const categoryName = chosenName(
    lists,
    'tender_category',
    input.tender_category_id,
    kept,
    'tender_category_id',
    errors,
  );
  const workTypeName = chosenName(
    lists,
    'work_type',
    input.material_work_type_id,
    kept,
    'material_work_type_id',
    errors,
  );
  const items = input.tender_material_works.map((item, index) => ({
    ...item,
    material_work_type_name: chosenName(
      lists,
      'work_type',
      item.material_work_type_id,
      kept,
      `tender_material_works.${index}.material_work_type_id`,
      errors,
    ),
  }));

  const stored = new Map((existing?.tender_documents ?? []).map((document) => [document.id, document]));
  input.tender_documents.forEach((document, index) => {
    if (document.id !== undefined && !stored.has(document.id)) {
      errors[`tender_documents.${index}.id`] = [m.documentUnknown];
    }
  });

  const roles = await tenderRoleFields(input, owner.organization_id, errors);

  const dates: TenderDates = { ...input, published_date: context.published };
  for (const [field, message] of Object.entries(tenderDateErrors(dates))) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const claims: UploadClaim[] = input.tender_documents.flatMap((document, index) =>
    document.file ? [{ field: `tender_documents.${index}.file`, ref: document.file, purpose: 'tender_document' }] : [],
  );
  const accepted = claims.length
    ? await acceptUploads(
        claims,
        {
          accountId: context.uploadOwnerId ?? context.actor.id,
          callerId: context.uploadOwnerId ?? context.actor.id,
          destination: tenderDocumentKey,
        },
        context.now,
      )
    : { files: {}, uploadIds: [], copies: [] };

  let nextDocumentId =
    existing?.next_document_id ?? Math.max(0, ...(existing?.tender_documents ?? []).map((document) => document.id)) + 1;
  const documents: StoredTenderDocument[] = input.tender_documents.map((document, index) => {
    const file = accepted.files[`tender_documents.${index}.file`];
    const id = document.id ?? nextDocumentId++;
    const storage = file?.key ?? stored.get(id)?.storage ?? '';
    return { id, document_name: document.document_name, description: document.description, storage };
  });

  // Grouped by work type (SPEC: Work Item Details grouped by work type name), in the form's order within a group.
  const order = [...new Set(items.map((item) => item.material_work_type_id))];
  const grouped = [...items].sort(
    (a, b) => order.indexOf(a.material_work_type_id) - order.indexOf(b.material_work_type_id),
  );

  const {
    tender_category_id,
    material_work_type_id,
    organization_id: _owner,
    tender_documents: _documents,
    tender_material_works: _items,
    openers: _openers,
    evaluators: _evaluators,
    representation_days: _days,
    ...rest
  } = input;
  return {
    fields: {
      ...rest,
      ...owner,
      ...roles,
      tender_category_id,
      tender_category_name: categoryName,
      material_work_type_id,
      material_work_type_name: workTypeName,
      tender_material_works: grouped.map((item, index) => ({ ...item, id: index + 1 })),
      tender_documents: documents,
      next_document_id: nextDocumentId,
    },
    uploadIds: accepted.uploadIds,
  };
}

/** The form's fields, as the shared schema declares them: a field added to the form is carried here too. */
const FORM_FIELDS = Object.keys(AdminTenderFields.shape) as (keyof AdminTenderFields & keyof TenderRecord)[];

/** The form a stored tender would fill (re-tendering starts from it). */
export function formOf(record: TenderRecord): Record<keyof AdminTenderFields, unknown> {
  const fields = Object.fromEntries(FORM_FIELDS.map((field) => [field, record[field]]));
  return {
    ...(fields as Record<keyof AdminTenderFields, unknown>),
    // A tender stored before openers and evaluators existed names none.
    openers: record.openers ?? null,
    evaluators: record.evaluators ?? null,
    representation_days: record.representation_days ?? null,
    tender_material_works: record.tender_material_works.map((item) => ({
      material_work_type_id: item.material_work_type_id,
      item_description: item.item_description,
      quantity: item.quantity,
      unit: item.unit,
    })),
    tender_documents: record.tender_documents.map((document) => ({
      id: document.id,
      document_name: document.document_name,
      description: document.description,
    })),
  };
}

/** A lookup count change of a tender write: +1 for an entry it starts using, -1 for one it stops using. */
export type LookupUseChange = LookupRef & { delta: 1 | -1; mustBeChoosable: boolean };

/**
 * The count changes between the lookups a tender used (`before`, none for a new one) and uses now;
 * `kept` are entries a new choice may still be even when retired (a re-tendering's old tender's).
 */
export function lookupUseChanges(
  before: readonly LookupRef[],
  after: readonly LookupRef[],
  kept: readonly LookupRef[] = before,
): LookupUseChange[] {
  const had = new Set(before.map(refKey));
  const has = new Set(after.map(refKey));
  const keep = new Set(kept.map(refKey));
  return [
    ...after
      .filter((ref) => !had.has(refKey(ref)))
      .map((ref) => ({ ...ref, delta: 1 as const, mustBeChoosable: !keep.has(refKey(ref)) })),
    ...before
      .filter((ref) => !has.has(refKey(ref)))
      .map((ref) => ({ ...ref, delta: -1 as const, mustBeChoosable: false })),
  ];
}

export type { LookupKind };

// The tender form's values (what the admin types: numbers as text, dates as the date-time inputs
// give them, work items grouped by work type) and their mapping to the API body of
// shared/schemas/tenders-admin.ts (TenderFields) and back.
import { TENDER_DATE_FIELDS, toIstDateTime, type TenderDateField } from '@tender/shared/schemas/tender-dates';
import type { AdminTenderDetail, CreateTenderBody, TenderDocumentUpload } from '@tender/shared/schemas/tenders-admin';
import { toNumber } from '../../../lib/forms/typed-number';
import {
  emptyOpeningRoles,
  openingRolesBody,
  openingRolesOf,
  type OpeningRoleFields,
  type OpeningRoleValues,
} from './opening-roles';
import { TEXT_RULES, type TenderFlagField, type TenderNumberField, type TenderTextField } from './tender-form-rules';

export type WorkItemRow = { item_description: string; quantity: string; unit: string };
export type WorkGroup = { material_work_type_id: string; items: WorkItemRow[] };
export type DocumentRow = {
  /** The stored document's id (kept on save); absent for a new one. */
  id?: number;
  document_name: string;
  description: string;
  /** A new upload (required for a new document, replaces the file of a stored one). */
  file: TenderDocumentUpload | null;
  /** The stored file's name, shown beside a stored document. */
  stored_name?: string;
};

export type TenderFormValues = Record<TenderTextField | TenderNumberField | TenderDateField, string> &
  Record<TenderFlagField, boolean> &
  /** The opening's people and window: only the Admin's form shows and sends them. */
  OpeningRoleValues & {
    pin_code: string;
    remarks: string;
    emd_fee_type_name: string;
    /** The owning organisation's account id (the Admin's picker; empty in an organisation's own form). */
    organization_id: string;
    /** Its company name, shown beside the picker. */
    organization_name: string;
    work_groups: WorkGroup[];
    tender_documents: DocumentRow[];
  };

const TEXT_FIELDS = Object.keys(TEXT_RULES) as TenderTextField[];
const NUMBER_FIELDS: readonly TenderNumberField[] = [
  'tender_category_id',
  'material_work_type_id',
  'bid_validity_days',
  'tender_fee',
  'emd_amount',
  'emd_percentage',
];
const FLAG_FIELDS: readonly TenderFlagField[] = [
  'allow_two_stage_bidding',
  'general_technical_evaluation',
  'item_wise_evaluation_allowed',
  'is_paid',
  'emd_exemption_allowed',
];

/** One value per field name, as a typed record. */
function eachField<F extends string, V>(fields: readonly F[], valueOf: (field: F) => V): Record<F, V> {
  return Object.fromEntries(fields.map((field) => [field, valueOf(field)])) as Record<F, V>;
}

export const emptyWorkItem = (): WorkItemRow => ({ item_description: '', quantity: '', unit: '' });
export const emptyWorkGroup = (): WorkGroup => ({ material_work_type_id: '', items: [emptyWorkItem()] });
export const emptyDocument = (): DocumentRow => ({ document_name: '', description: '', file: null });

export function emptyTenderValues(): TenderFormValues {
  return {
    ...eachField(TEXT_FIELDS, () => ''),
    ...eachField(TENDER_DATE_FIELDS, () => ''),
    ...eachField(NUMBER_FIELDS, () => ''),
    pin_code: '',
    remarks: '',
    emd_fee_type_name: '',
    organization_id: '',
    organization_name: '',
    allow_two_stage_bidding: false,
    general_technical_evaluation: false,
    item_wise_evaluation_allowed: false,
    is_paid: true,
    emd_exemption_allowed: false,
    work_groups: [emptyWorkGroup()],
    tender_documents: [],
    ...emptyOpeningRoles(),
  };
}

/** A stored date (India time with offset) as the date-time input shows it: `YYYY-MM-DDTHH:mm`, India time. */
export function dateInputValue(stored: string | null | undefined): string {
  if (!stored) return '';
  return toIstDateTime(stored)?.slice(0, 16) ?? '';
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The stored work items, grouped by work type in the order each type first appears. */
function workGroupsOf(tender: AdminTenderDetail): WorkGroup[] {
  const groups = new Map<string, WorkGroup>();
  for (const item of tender.tender_material_works) {
    const type = String(item.material_work_type_id);
    const group = groups.get(type) ?? { material_work_type_id: type, items: [] };
    groups.set(type, group);
    group.items.push({ item_description: item.item_description, quantity: text(item.quantity), unit: item.unit });
  }
  return groups.size > 0 ? [...groups.values()] : [emptyWorkGroup()];
}

function documentRowsOf(tender: AdminTenderDetail): DocumentRow[] {
  return tender.tender_documents.map((document) => ({
    id: document.id,
    document_name: document.document_name,
    description: document.description,
    file: null,
    stored_name: document.storage.split('/').pop(),
  }));
}

/** A stored tender as the form's values (edit and re-tender start from it). */
export function tenderValuesOf(tender: AdminTenderDetail): TenderFormValues {
  return {
    ...eachField(TEXT_FIELDS, (field) => tender[field] ?? ''),
    ...eachField(TENDER_DATE_FIELDS, (field) => dateInputValue(tender[field])),
    ...eachField(NUMBER_FIELDS, (field) => text(tender[field])),
    ...eachField(FLAG_FIELDS, (field) => tender[field]),
    pin_code: tender.pin_code,
    remarks: tender.remarks,
    emd_fee_type_name: tender.emd_fee_type_name,
    organization_id: text(tender.organization_id),
    organization_name: tender.organization_name,
    work_groups: workGroupsOf(tender),
    tender_documents: documentRowsOf(tender),
    ...openingRolesOf(tender),
  };
}

/** The work items as the body lists them: flat, each with its group's work type. */
function workItemsBody(groups: readonly WorkGroup[]) {
  return groups.flatMap((group) =>
    group.items.map((item) => ({
      material_work_type_id: toNumber(group.material_work_type_id),
      item_description: item.item_description,
      quantity: toNumber(item.quantity),
      unit: item.unit,
    })),
  );
}

/** The documents as the body lists them: a stored one by its id, a new file as its upload reference. */
function documentsBody(rows: readonly DocumentRow[]) {
  return rows.map((document) => ({
    ...(document.id === undefined ? {} : { id: document.id }),
    document_name: document.document_name,
    description: document.description,
    ...(document.file ? { file: { key: document.file.key, file_name: document.file.file_name } } : {}),
  }));
}

/** The form's values as the API body (TenderFields: create, the edit without its version, re-tender's changes). */
export function toTenderFields(values: TenderFormValues): CreateTenderBody {
  const fields = {
    ...eachField(TEXT_FIELDS, (field) => values[field]),
    ...eachField(TENDER_DATE_FIELDS, (field) => values[field].trim()),
    ...eachField(NUMBER_FIELDS, (field) => toNumber(values[field])),
    ...eachField(FLAG_FIELDS, (field) => values[field]),
    pin_code: values.pin_code,
    remarks: values.remarks,
    emd_fee_type_name: values.emd_fee_type_name,
    ...(values.organization_id ? { organization_id: toNumber(values.organization_id) } : {}),
    tender_material_works: workItemsBody(values.work_groups),
    tender_documents: documentsBody(values.tender_documents),
  };
  // Typed numbers may be missing or NaN: the server refuses them with the field's message.
  return fields as CreateTenderBody;
}

/** The Admin's body: the tender form's, with the opening's people and window (null: the defaults). */
export type AdminTenderBody = CreateTenderBody & OpeningRoleFields;

export function toAdminTenderFields(values: TenderFormValues): AdminTenderBody {
  return { ...toTenderFields(values), ...openingRolesBody(values) };
}

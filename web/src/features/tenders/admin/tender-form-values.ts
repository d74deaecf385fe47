// The tender form's values (what the admin types: numbers as text, dates as the date-time inputs
// give them, work items grouped by work type) and their mapping to the API body of
// shared/schemas/tenders-admin.ts (TenderFields) and back; server field errors mapped onto the form.
import { TENDER_DATE_FIELDS, toIstDateTime, type TenderDateField } from '@tender/shared/schemas/tender-dates';
import type { AdminTenderDetail, CreateTenderBody, TenderDocumentUpload } from '@tender/shared/schemas/tenders-admin';
import { tenderFieldMessages as m } from '@tender/shared/admin-messages';

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

export type TenderTextField =
  | 'project_name'
  | 'tender_reference_number'
  | 'tender_type_name'
  | 'form_contract_name'
  | 'organization_name'
  | 'location'
  | 'pre_qualification'
  | 'period_of_works'
  | 'pre_bid_meeting_place_name'
  | 'pre_bid_opening_place'
  | 'authorized_name'
  | 'authorized_address';
export type TenderNumberField =
  'tender_category_id' | 'material_work_type_id' | 'bid_validity_days' | 'tender_fee' | 'emd_amount' | 'emd_percentage';
export type TenderFlagField =
  | 'allow_two_stage_bidding'
  | 'general_technical_evaluation'
  | 'item_wise_evaluation_allowed'
  | 'is_paid'
  | 'emd_exemption_allowed';

export type TenderFormValues = Record<TenderTextField | TenderNumberField | TenderDateField, string> &
  Record<TenderFlagField, boolean> & {
    pin_code: string;
    remarks: string;
    emd_fee_type_name: string;
    work_groups: WorkGroup[];
    tender_documents: DocumentRow[];
  };

/**
 * Typed text of the form: its label on the screen, the label the server's messages use, the message
 * when empty and the most characters (as shared/schemas/tenders-admin.ts `text(...)` says).
 */
export type TextRule = { label: string; messageLabel: string; required: string; max: number };

export const TEXT_RULES: Record<TenderTextField, TextRule> = {
  project_name: { label: 'Project name', messageLabel: 'The project name', required: m.project_name, max: 200 },
  tender_reference_number: {
    label: 'Tender reference number',
    messageLabel: 'The reference number',
    required: m.tender_reference_number,
    max: 60,
  },
  tender_type_name: { label: 'Tender type', messageLabel: 'The tender type', required: m.tender_type_name, max: 60 },
  form_contract_name: {
    label: 'Form of contract',
    messageLabel: 'The form of contract',
    required: m.form_contract_name,
    max: 60,
  },
  organization_name: {
    label: 'Organisation name',
    messageLabel: 'The organisation name',
    required: m.organization_name,
    max: 200,
  },
  location: { label: 'Location', messageLabel: 'The location', required: m.location, max: 200 },
  pre_qualification: {
    label: 'Pre-qualification',
    messageLabel: 'The pre-qualification',
    required: m.pre_qualification,
    max: 2000,
  },
  period_of_works: {
    label: 'Period of works',
    messageLabel: 'The period of works',
    required: m.period_of_works,
    max: 60,
  },
  pre_bid_meeting_place_name: {
    label: 'Pre-bid meeting place',
    messageLabel: 'The pre-bid meeting place',
    required: m.pre_bid_meeting_place_name,
    max: 300,
  },
  pre_bid_opening_place: {
    label: 'Bid opening place',
    messageLabel: 'The bid opening place',
    required: m.pre_bid_opening_place,
    max: 300,
  },
  authorized_name: {
    label: 'Authority name',
    messageLabel: 'The authority name',
    required: m.authorized_name,
    max: 200,
  },
  authorized_address: {
    label: 'Authority address',
    messageLabel: 'The authority address',
    required: m.authorized_address,
    max: 500,
  },
};

export const WORK_ITEM_RULES = {
  item_description: {
    label: 'Description',
    messageLabel: 'The description',
    required: m.workItemDescription,
    max: 300,
  },
  unit: { label: 'Unit', messageLabel: 'The unit', required: m.workItemUnit, max: 20 },
} as const satisfies Record<string, TextRule>;

export const DOCUMENT_RULES = {
  document_name: { label: 'Document name', messageLabel: 'The document name', required: m.documentName, max: 120 },
  description: { label: 'Description', messageLabel: 'The description', required: m.documentDescription, max: 500 },
} as const satisfies Record<string, TextRule>;

export const DATE_LABELS: Record<TenderDateField, string> = {
  document_download_sale_start_date: 'Document download / sale start',
  document_download_sale_end_date: 'Document download / sale end',
  clarification_start_date: 'Clarification start',
  clarification_end_date: 'Clarification end',
  pre_bid_meeting_date: 'Pre-bid meeting',
  bid_submission_start_date: 'Bid submission start',
  bid_submission_end_date: 'Bid submission end',
  bid_opening_date: 'Bid opening',
};

export const TENDER_WORK_ITEMS_MAX = 200;
export const TENDER_DOCUMENTS_MAX = 30;
export const EMD_FEE_TYPES = ['Fixed', 'Percentage'] as const;

export const emptyWorkItem = (): WorkItemRow => ({ item_description: '', quantity: '', unit: '' });
export const emptyWorkGroup = (): WorkGroup => ({ material_work_type_id: '', items: [emptyWorkItem()] });
export const emptyDocument = (): DocumentRow => ({ document_name: '', description: '', file: null });

export function emptyTenderValues(): TenderFormValues {
  const dates = Object.fromEntries(TENDER_DATE_FIELDS.map((field) => [field, ''])) as Record<TenderDateField, string>;
  const texts = Object.fromEntries(Object.keys(TEXT_RULES).map((field) => [field, ''])) as Record<
    TenderTextField,
    string
  >;
  return {
    ...texts,
    ...dates,
    tender_category_id: '',
    material_work_type_id: '',
    bid_validity_days: '',
    tender_fee: '',
    emd_amount: '',
    emd_percentage: '',
    pin_code: '',
    remarks: '',
    emd_fee_type_name: '',
    allow_two_stage_bidding: false,
    general_technical_evaluation: false,
    item_wise_evaluation_allowed: false,
    is_paid: true,
    emd_exemption_allowed: false,
    work_groups: [emptyWorkGroup()],
    tender_documents: [],
  };
}

/** A stored date (India time with offset) as the date-time input shows it: `YYYY-MM-DDTHH:mm`, India time. */
export function dateInputValue(stored: string | null | undefined): string {
  if (!stored) return '';
  return toIstDateTime(stored)?.slice(0, 16) ?? '';
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A stored tender as the form's values (edit and re-tender start from it). */
export function tenderValuesOf(tender: AdminTenderDetail): TenderFormValues {
  const dates = Object.fromEntries(TENDER_DATE_FIELDS.map((field) => [field, dateInputValue(tender[field])])) as Record<
    TenderDateField,
    string
  >;
  const texts = Object.fromEntries(
    (Object.keys(TEXT_RULES) as TenderTextField[]).map((field) => [field, tender[field] ?? '']),
  ) as Record<TenderTextField, string>;
  const groups: WorkGroup[] = [];
  for (const item of tender.tender_material_works) {
    const type = String(item.material_work_type_id);
    let group = groups.find((candidate) => candidate.material_work_type_id === type);
    if (!group) {
      group = { material_work_type_id: type, items: [] };
      groups.push(group);
    }
    group.items.push({ item_description: item.item_description, quantity: text(item.quantity), unit: item.unit });
  }
  return {
    ...texts,
    ...dates,
    tender_category_id: text(tender.tender_category_id),
    material_work_type_id: text(tender.material_work_type_id),
    bid_validity_days: text(tender.bid_validity_days),
    tender_fee: text(tender.tender_fee),
    emd_amount: text(tender.emd_amount),
    emd_percentage: text(tender.emd_percentage),
    pin_code: tender.pin_code,
    remarks: tender.remarks,
    emd_fee_type_name: tender.emd_fee_type_name,
    allow_two_stage_bidding: tender.allow_two_stage_bidding,
    general_technical_evaluation: tender.general_technical_evaluation,
    item_wise_evaluation_allowed: tender.item_wise_evaluation_allowed,
    is_paid: tender.is_paid,
    emd_exemption_allowed: tender.emd_exemption_allowed,
    work_groups: groups.length > 0 ? groups : [emptyWorkGroup()],
    tender_documents: tender.tender_documents.map((document) => ({
      id: document.id,
      document_name: document.document_name,
      description: document.description,
      file: null,
      stored_name: document.storage.split('/').pop(),
    })),
  };
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * A number as typed, as the body carries it: undefined when empty, NaN when it is not a plain
 * decimal number (both refused by the server with the field's message), else its value.
 */
export function toNumber(typed: string | undefined | null): number | undefined {
  const trimmed = (typed ?? '').trim();
  if (trimmed === '') return undefined;
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The form's values as the API body (TenderFields: create, the edit without its version, re-tender's changes). */
export function toTenderFields(values: TenderFormValues): CreateTenderBody {
  const texts = Object.fromEntries(
    (Object.keys(TEXT_RULES) as TenderTextField[]).map((field) => [field, values[field]]),
  );
  const dates = Object.fromEntries(TENDER_DATE_FIELDS.map((field) => [field, values[field].trim()]));
  return {
    ...texts,
    ...dates,
    tender_category_id: toNumber(values.tender_category_id),
    material_work_type_id: toNumber(values.material_work_type_id),
    pin_code: values.pin_code,
    remarks: values.remarks,
    allow_two_stage_bidding: values.allow_two_stage_bidding,
    general_technical_evaluation: values.general_technical_evaluation,
    item_wise_evaluation_allowed: values.item_wise_evaluation_allowed,
    bid_validity_days: toNumber(values.bid_validity_days),
    tender_fee: toNumber(values.tender_fee),
    is_paid: values.is_paid,
    emd_exemption_allowed: values.emd_exemption_allowed,
    emd_amount: toNumber(values.emd_amount),
    emd_fee_type_name: values.emd_fee_type_name,
    emd_percentage: toNumber(values.emd_percentage),
    tender_material_works: values.work_groups.flatMap((group) =>
      group.items.map((item) => ({
        material_work_type_id: toNumber(group.material_work_type_id),
        item_description: item.item_description,
        quantity: toNumber(item.quantity),
        unit: item.unit,
      })),
    ),
    tender_documents: values.tender_documents.map((document) => ({
      ...(document.id === undefined ? {} : { id: document.id }),
      document_name: document.document_name,
      description: document.description,
      ...(document.file ? { file: { key: document.file.key, file_name: document.file.file_name } } : {}),
    })),
  } as CreateTenderBody;
}

/** Where each work item of the body sits in the form: [group, item] by the body's index. */
export function workItemPlaces(values: Pick<TenderFormValues, 'work_groups'>): [number, number][] {
  return values.work_groups.flatMap((group, g) => group.items.map((_, i) => [g, i] as [number, number]));
}

const FORM_FIELDS = new Set<string>([
  ...Object.keys(emptyTenderValues()).filter((field) => field !== 'work_groups' && field !== 'tender_documents'),
]);

/**
 * A body field's path (a server error's key) as the form's path, or null when no field of the form
 * shows it (the message then goes in the alert above the form). Re-tendering's `changes.` prefix is
 * dropped; work items move to their group; a document's file key or name to its file field.
 */
export function formPathOf(bodyPath: string, values: Pick<TenderFormValues, 'work_groups'>): string | null {
  const path = bodyPath.replace(/^changes\./, '');
  if (FORM_FIELDS.has(path)) return path;
  if (path === 'tender_material_works') return 'work_groups';
  if (path === 'tender_documents') return 'tender_documents';
  const item = /^tender_material_works\.(\d+)\.(\w+)$/.exec(path);
  if (item) {
    const place = workItemPlaces(values)[Number(item[1])];
    if (!place) return 'work_groups';
    const [group, index] = place;
    return item[2] === 'material_work_type_id'
      ? `work_groups.${group}.material_work_type_id`
      : `work_groups.${group}.items.${index}.${item[2]}`;
  }
  const document = /^tender_documents\.(\d+)\.(document_name|description|file)(?:\.(?:key|file_name))?$/.exec(path);
  if (document) return `tender_documents.${document[1]}.${document[2]}`;
  return null;
}

/** Server field errors split into those a field shows (by form path) and the rest (for the alert). */
export function placeServerErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  values: Pick<TenderFormValues, 'work_groups'>,
): { placed: Record<string, string>; unplaced: string[] } {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(errors)) {
    const first = messages[0];
    if (!first) continue;
    const target = formPathOf(path, values);
    if (target && placed[target] === undefined) placed[target] = first;
    else if (!target) unplaced.push(first);
  }
  return { placed, unplaced };
}

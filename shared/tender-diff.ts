import { formatInr, formatIstDateTime, formatQualifierRange } from './format';

// The field-by-field diff of a tender's form: what a corrigendum publishes, what the
// admin's editor shows before saving, and what decides whether bids must be re-confirmed. Pure, so
// the server and the web client compute the same diff. Work items are compared by their id (their
// number in the bill of quantities), as a bid's rates are keyed by it; documents by their id.

export type DiffWorkItem = {
  id?: number;
  material_work_type_id: number;
  material_work_type_name?: string;
  item_description: string;
  quantity: number;
  unit: string;
};

/** A document as stored (its file's key in `storage`) or as a form holds it (`replaced`: a new file chosen). */
export type DiffDocument = {
  id?: number;
  document_name: string;
  description: string;
  storage?: string;
  replaced?: boolean;
};

export type DiffableTender = {
  [field: string]: unknown;
  tender_material_works: readonly DiffWorkItem[];
  tender_documents: readonly DiffDocument[];
};

export type TenderChangeKind = 'changed' | 'added' | 'removed' | 'replaced';

/** One line of a diff: the field (a form field, `tender_material_works.<id>` or `tender_documents.<id>`), its label and both sides as people read them. */
export type TenderChange = {
  field: string;
  label: string;
  kind: TenderChangeKind;
  before: string | null;
  after: string | null;
};

type Format = 'text' | 'money' | 'date' | 'yesno' | 'range' | 'number';

/** The public fields of the tender form, in the order of the tender page, each with its label. */
export const TENDER_DIFF_FIELDS: readonly { field: string; label: string; format: Format }[] = [
  { field: 'project_name', label: 'Project name', format: 'text' },
  { field: 'tender_reference_number', label: 'Tender reference number', format: 'text' },
  { field: 'tender_type_name', label: 'Tender type', format: 'text' },
  { field: 'form_contract_name', label: 'Form of contract', format: 'text' },
  { field: 'tender_category_name', label: 'Tender category', format: 'text' },
  { field: 'material_work_type_name', label: 'Work type', format: 'text' },
  { field: 'organization_name', label: 'Organisation', format: 'text' },
  { field: 'location', label: 'Location', format: 'text' },
  { field: 'pin_code', label: 'Pin code', format: 'text' },
  { field: 'remarks', label: 'Qualifier range', format: 'range' },
  { field: 'allow_two_stage_bidding', label: 'Two-stage bidding allowed', format: 'yesno' },
  { field: 'general_technical_evaluation', label: 'General technical evaluation', format: 'yesno' },
  { field: 'item_wise_evaluation_allowed', label: 'Item-wise evaluation allowed', format: 'yesno' },
  { field: 'pre_qualification', label: 'Pre-qualification', format: 'text' },
  { field: 'bid_validity_days', label: 'Bid validity (days)', format: 'number' },
  { field: 'period_of_works', label: 'Period of works', format: 'text' },
  { field: 'tender_fee', label: 'Tender fee', format: 'money' },
  { field: 'is_paid', label: 'Tender fee is payable', format: 'yesno' },
  { field: 'emd_exemption_allowed', label: 'EMD exemption allowed', format: 'yesno' },
  { field: 'emd_amount', label: 'EMD amount', format: 'money' },
  { field: 'emd_fee_type_name', label: 'EMD fee type', format: 'text' },
  { field: 'emd_percentage', label: 'EMD percentage (%)', format: 'number' },
  { field: 'pre_bid_meeting_place_name', label: 'Pre-bid meeting place', format: 'text' },
  { field: 'pre_bid_opening_place', label: 'Bid opening place', format: 'text' },
  { field: 'document_download_sale_start_date', label: 'Document download start date', format: 'date' },
  { field: 'document_download_sale_end_date', label: 'Document download end date', format: 'date' },
  { field: 'clarification_start_date', label: 'Clarification start date', format: 'date' },
  { field: 'clarification_end_date', label: 'Clarification end date', format: 'date' },
  { field: 'pre_bid_meeting_date', label: 'Pre-bid meeting date', format: 'date' },
  { field: 'bid_submission_start_date', label: 'Bid submission start date', format: 'date' },
  { field: 'bid_submission_end_date', label: 'Bid submission end date', format: 'date' },
  { field: 'bid_opening_date', label: 'Bid opening date', format: 'date' },
  { field: 'authorized_name', label: 'Tender inviting authority', format: 'text' },
  { field: 'authorized_address', label: 'Tender inviting authority address', format: 'text' },
];

/** Changes to these make bids re-confirm: what a bid's rates, EMD or timing depend on. */
const MATERIAL_FIELDS = new Set([
  'emd_amount',
  'emd_fee_type_name',
  'emd_percentage',
  'emd_exemption_allowed',
  'bid_submission_start_date',
  'bid_submission_end_date',
]);

function shown(value: unknown, format: Format): string | null {
  if (value === undefined || value === null || value === '') return null;
  switch (format) {
    case 'money':
      return formatInr(Number(value));
    case 'date':
      return formatIstDateTime(String(value));
    case 'yesno':
      return value ? 'Yes' : 'No';
    case 'range':
      return formatQualifierRange(String(value));
    default:
      return String(value);
  }
}

/** Dates compare as instants (a form's `2026-12-05T17:30` and the stored `+05:30` text are one time). */
function sameValue(a: unknown, b: unknown, format: Format): boolean {
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null);
  if (format === 'date' && typeof a === 'string' && typeof b === 'string') return Date.parse(a) === Date.parse(b);
  if (format === 'money' || format === 'number') return Number(a) === Number(b);
  return (a ?? null) === (b ?? null);
}

const workItemText = (item: DiffWorkItem) =>
  `${item.material_work_type_name ? `${item.material_work_type_name}: ` : ''}${item.item_description}, ${item.quantity} ${item.unit}`;

const sameWorkItem = (a: DiffWorkItem, b: DiffWorkItem) =>
  a.material_work_type_id === b.material_work_type_id &&
  a.item_description === b.item_description &&
  a.quantity === b.quantity &&
  a.unit === b.unit;

/** Items keyed by their id, or by their place (1, 2 ...) when a form's rows carry none. */
const byItemNumber = (items: readonly DiffWorkItem[]) =>
  new Map(items.map((item, index) => [item.id ?? index + 1, item]));

function workItemChanges(before: readonly DiffWorkItem[], after: readonly DiffWorkItem[]): TenderChange[] {
  const was = byItemNumber(before);
  const now = byItemNumber(after);
  const numbers = [...new Set([...was.keys(), ...now.keys()])].sort((a, b) => a - b);
  return numbers.flatMap((number): TenderChange[] => {
    const old = was.get(number);
    const next = now.get(number);
    const field = `tender_material_works.${number}`;
    const label = `Work item ${number}`;
    if (old && next)
      return sameWorkItem(old, next)
        ? []
        : [{ field, label, kind: 'changed', before: workItemText(old), after: workItemText(next) }];
    if (next) return [{ field, label, kind: 'added', before: null, after: workItemText(next) }];
    return old ? [{ field, label, kind: 'removed', before: workItemText(old), after: null }] : [];
  });
}

const documentText = (document: DiffDocument) => `${document.document_name} (${document.description})`;

function documentChanges(before: readonly DiffDocument[], after: readonly DiffDocument[]): TenderChange[] {
  const was = new Map(before.flatMap((document) => (document.id === undefined ? [] : [[document.id, document]])));
  const kept = new Set(after.flatMap((document) => (document.id === undefined ? [] : [document.id])));
  const changes: TenderChange[] = [];
  for (const document of after) {
    const old = document.id === undefined ? undefined : was.get(document.id);
    if (!old) {
      changes.push({
        field: 'tender_documents.new',
        label: 'Document',
        kind: 'added',
        before: null,
        after: documentText(document),
      });
      continue;
    }
    const field = `tender_documents.${old.id}`;
    const label = `Document: ${old.document_name}`;
    const replaced = document.replaced === true || (document.storage !== undefined && document.storage !== old.storage);
    if (replaced)
      changes.push({ field, label, kind: 'replaced', before: documentText(old), after: documentText(document) });
    else if (documentText(old) !== documentText(document))
      changes.push({ field, label, kind: 'changed', before: documentText(old), after: documentText(document) });
  }
  for (const old of before) {
    if (old.id !== undefined && !kept.has(old.id))
      changes.push({
        field: `tender_documents.${old.id}`,
        label: `Document: ${old.document_name}`,
        kind: 'removed',
        before: documentText(old),
        after: null,
      });
  }
  return changes;
}

/** Every public difference between a tender's form before and after, fields first, then work items, then documents. */
export function tenderDiff(before: DiffableTender, after: DiffableTender): TenderChange[] {
  const fields = TENDER_DIFF_FIELDS.flatMap(({ field, label, format }): TenderChange[] =>
    sameValue(before[field], after[field], format)
      ? []
      : [{ field, label, kind: 'changed', before: shown(before[field], format), after: shown(after[field], format) }],
  );
  return [
    ...fields,
    ...workItemChanges(before.tender_material_works, after.tender_material_works),
    ...documentChanges(before.tender_documents, after.tender_documents),
  ];
}

/** A change bids depend on: the work items, the EMD, or the bid submission dates. */
export function isMaterial(changes: readonly Pick<TenderChange, 'field'>[]): boolean {
  return changes.some(
    (change) => change.field.startsWith('tender_material_works.') || MATERIAL_FIELDS.has(change.field),
  );
}

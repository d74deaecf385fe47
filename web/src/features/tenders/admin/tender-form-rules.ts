// The tender form's fields as the server names and limits them (shared/schemas/tenders-admin.ts
// TenderFields): which fields are typed text, numbers and yes/no, each text's label, message and
// length, the date labels, and the list limits.
import { tenderFieldMessages as m } from '@tender/shared/admin-messages';
import type { TenderDateField } from '@tender/shared/schemas/tender-dates';

export type TenderTextField =
  | 'project_name'
  | 'tender_reference_number'
  | 'tender_type_name'
  | 'form_contract_name'
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

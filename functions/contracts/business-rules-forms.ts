import {
  adultRule,
  gstinRule,
  lookupRule,
  repeatsPasswordRule,
  commonPasswordRule,
  hundredthsRule,
  rowIdRule,
  takenRule,
  uploadRule,
} from './business-rules';
import type { BusinessRule } from './route-contract';

// The rule sets of the larger forms (registrations, profile saves, the tender form, My Info):
// what each refuses beyond what its schema states (see business-rules.ts).

/** Every file field of the company forms: the photo, the documents' and the lists' certificates. */
const companyUploads = [
  uploadRule('director_avatar'),
  uploadRule('*.storage'),
  uploadRule('*.*.storage'),
  uploadRule('*.*.certificate_storage'),
];

const companyRules: BusinessRule[] = [
  ...companyUploads,
  gstinRule('document_2.value'),
  adultRule('director_dob'),
  lookupRule('material_work_type_id'),
  lookupRule('with_labour_material'),
];

export const contractorRegistrationRules: readonly BusinessRule[] = [
  ...companyRules,
  takenRule('email'),
  takenRule('mobile_no'),
  { field: 'turnovers', rule: 'one row for each of the three financial years before the day of the request' },
  {
    field: 'payment_id',
    rule: 'when the fee applies: the paid order of this registration (POST /payments/verify_payment)',
  },
];

export const organizationRegistrationRules: readonly BusinessRule[] = [
  ...companyRules,
  takenRule('email'),
  takenRule('mobile_no'),
];

export const builderRegistrationRules: readonly BusinessRule[] = [
  gstinRule('gstin'),
  adultRule('director_dob'),
  lookupRule('material_work_type_id'),
  lookupRule('with_labour_material'),
  takenRule('company_email'),
  takenRule('company_mobile_no'),
];

/** A profile tab save: rows and removed rows by id, files, and the company rules. */
const profileRules: BusinessRule[] = [
  ...companyRules,
  rowIdRule('*_removed'),
  rowIdRule('*.*.id'),
  takenRule('email'),
  {
    field: 'current_password',
    rule: 'the account’s current password, needed when the save changes the login email or mobile',
  },
];

export const contractorProfileRules: readonly BusinessRule[] = [
  ...profileRules,
  { field: 'turnovers', rule: 'one row for each of the three financial years before the day of the request' },
];
export const organizationProfileRules: readonly BusinessRule[] = profileRules;

/** My Info and Change Password (PUT /profile/{id}). */
export const accountUpdateRules: readonly BusinessRule[] = [
  repeatsPasswordRule('confirm_password'),
  commonPasswordRule('password'),
  {
    field: 'current_password',
    rule: 'the account’s current password, needed to change the password (unless a one-time password must be replaced), the email or mobile, or to turn two-factor off',
  },
  { field: 'otp', rule: 'the current code of the authenticator app set up with POST /profile/{id}/two_factor_secret' },
  {
    field: 'google2fa_enabled',
    rule: 'turning two-factor on needs a secret from POST /profile/{id}/two_factor_secret first',
  },
  takenRule('email'),
  takenRule('mobile'),
];

/** The tender form (create, edit, and re-tender's changes under `changes.`). */
export function tenderFormRules(prefix = ''): readonly BusinessRule[] {
  const at = (field: string, rule: string): BusinessRule => ({ field: `${prefix}${field}`, rule });
  const order =
    'the tender’s dates in order: published <= document download start <= end, clarification start <= end, bid submission start < end <= bid opening, pre-bid meeting < bid submission end';
  return [
    at('remarks', 'the qualifier range low-high with low not above high'),
    at('document_download_sale_start_date', order),
    at('document_download_sale_end_date', order),
    at('clarification_end_date', order),
    at('bid_submission_end_date', order),
    at('bid_opening_date', order),
    at('pre_bid_meeting_date', order),
    at('tender_category_id', 'an id of the current tender category list'),
    at('material_work_type_id', 'an id of the current work type list'),
    at('tender_material_works.*.material_work_type_id', 'an id of the current work type list'),
    hundredthsRule(`${prefix}tender_fee`),
    hundredthsRule(`${prefix}emd_amount`),
    at('tender_documents.*.id', 'an id of a document this tender has'),
    { ...uploadRule(`${prefix}tender_documents.*.file`) },
  ];
}

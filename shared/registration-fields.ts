// The fields of the registration forms (SPEC.md §2, §3, §5) and, later, of the profile tabs, described
// once (shared/field-spec.ts). Messages are SPEC's where it gives them, ours (same voice) elsewhere.
import {
  COMPLETED_WORKS_YEARS,
  GSTIN_LENGTH,
  MAX_DIRECTOR_ROWS,
  MAX_TECHNICAL_STAFF_ROWS,
  PAN_LENGTH,
  PHONE_DIGITS,
  PIN_CODE_DIGITS,
  TURNOVER_YEARS,
} from './constants';
import type { FieldSpec, ListSpec } from './field-spec';
import { LIST_ROWS_CAP } from './field-spec';
import { istYear } from './format';

export const registrationMessages = {
  submitting: 'Please wait, your request is in progress...',
  registered: 'Thank you for registering with us!!',
  registeredDetail:
    'We have sent a verification email with a password to the email address you gave. Verify your account, then log in with that password; you will be asked to choose your own.',
  selectWorkType: 'Please select type of work.',
  selectLabourMaterial: 'Please select at-least one option.',
  uploadFile: 'Please upload file',
  panAlphanumeric: 'PAN Number must be alpha-numeric',
  panLength: 'Please enter valid PAN number',
  alphanumeric: 'The value must be alpha-numeric',
  mobileTenDigits: 'Mobile no. must be of 10 digits',
  numericOnly: 'Please enter numeric values only',
  telNo: 'Please enter proper tel.no.',
  telNoLength: 'Tel. no. must be of 10 digits',
  mobileNumeric: 'Please enter proper mobile number.',
  organizationName: 'Please enter the name of organization.',
  emailTaken: 'This email address is already registered.',
  mobileTaken: 'This mobile number is already registered.',
  workTypeUnknown: 'Please select a type of work from the list.',
  labourMaterialUnknown: 'Please select options from the list only.',
  turnoverYears: 'Turnover must be given for each of the previous three calendar years.',
  dobAdult: 'The director must be at least 18 years old.',
} as const;

const m = registrationMessages;

type Named<N extends string> = FieldSpec & { name: N };
const text = <N extends string>(
  name: N,
  label: string,
  required?: string,
  extra: Partial<Omit<FieldSpec, 'name'>> = {},
): Named<N> => ({
  label,
  kind: 'text',
  ...(required ? { required } : {}),
  ...extra,
  name,
});
const longText = <N extends string>(name: N, label: string, required?: string) =>
  text(name, label, required, { kind: 'longText' });
const date = <N extends string>(name: N, label: string, required?: string) =>
  text(name, label, required, { kind: 'date' });
const year = <N extends string>(name: N, label: string, required?: string) =>
  text(name, label, required, { kind: 'year' });
const amount = <N extends string>(name: N, label: string, required?: string, invalid: string = m.numericOnly) =>
  text(name, label, required, { kind: 'amount', invalid });
const phone = <N extends string>(
  name: N,
  label: string,
  required: string | undefined,
  invalid: string,
  lengthMessage: string,
) => text(name, label, required, { kind: 'phone', length: PHONE_DIGITS, invalid, lengthMessage });
const file = <N extends string>(name: N, label: string, purpose: string, required?: string) =>
  text(name, label, required, { kind: 'file', purpose });

// ---------------------------------------------------------------------------------------------
// Vendor (contractor) step 1 and quick registration: Company/Firm, Director, Documents, Bank.

export const vendorCompanyFields = [
  text('name', 'Name', 'Please enter name.'),
  text('company_name', 'Name of Company', 'Please enter name of company.'),
  year('est_year', 'Year of Establishment', 'Please enter year of establishment.'),
  longText('address', 'Address of Company/Firm', 'Please enter address of company/firm.'),
  text('email', 'Email', 'Please enter email address.', {
    kind: 'email',
    invalid: 'Please enter valid email address.',
  }),
  phone('mobile_no', 'Mobile no.', 'Please enter mobile no.', 'Mobile no. must be numeric.', m.mobileTenDigits),
  text('company_landline_no', 'Landline no.', 'Please enter landline no.', {
    kind: 'digits',
    invalid: 'Landline no. must be numeric.',
    max: 15,
  }),
] as const satisfies readonly FieldSpec[];

export const directorFields = [
  text('director_name', 'Name of Proprietor/Partners/Director', 'Please enter director name.'),
  date('director_dob', 'Date of Birth', 'Please enter director date of birth.'),
  longText('director_address', 'Resident Address', 'Please enter director address.'),
  file('director_avatar', 'Photo', 'director_photo', m.uploadFile),
] as const satisfies readonly FieldSpec[];

export const bankFields = [
  text('favouring_name', 'Favouring Name', 'Please enter favouring name.'),
  text('account_no', 'Account Number', 'Please enter account number.', {
    kind: 'digits',
    invalid: 'Account number must contain digits only.',
    max: 18,
  }),
  text('bank_name', 'Bank Name', 'Please enter bank name.'),
  text('branch_name', 'Branch', 'Please enter branch name.'),
  text('ifsc_code', 'IFSC Code', 'Please enter IFSC code.', { max: 11 }),
] as const satisfies readonly FieldSpec[];

/** One row of the Upload Documents table: a typed value (with SPEC's rules) and a file. */
export type DocumentRowSpec = {
  name: 'document_1' | 'document_2' | 'document_3' | 'document_4';
  label: string;
  valueLabel: string;
  value?: { required?: string; invalid: string; lengthMessage: string; length: number };
  /** The message when no file is attached; without it the file is optional. */
  file?: string;
};

/** The Upload Documents table: SPEC's four rows, document 1 = PAN, 2 = GSTIN, 3 = pin code, 4 = director address proof. */
export const vendorDocuments = [
  {
    name: 'document_1',
    label: 'PAN of Firm/Company',
    valueLabel: 'PAN Number',
    value: {
      required: 'Please enter PAN number.',
      invalid: m.panAlphanumeric,
      lengthMessage: m.panLength,
      length: PAN_LENGTH,
    },
    file: m.uploadFile,
  },
  {
    name: 'document_2',
    label: 'GST registration certificate',
    valueLabel: 'GSTIN',
    value: {
      required: 'Please enter GSTIN.',
      invalid: m.alphanumeric,
      lengthMessage: 'Please enter valid GSTIN.',
      length: GSTIN_LENGTH,
    },
    file: m.uploadFile,
  },
  {
    name: 'document_3',
    label: 'Address proof of Firm/Company',
    valueLabel: 'Pin code',
    value: {
      required: 'Please enter pin code.',
      invalid: 'Pin code must be numeric.',
      lengthMessage: 'Please enter valid pin code.',
      length: PIN_CODE_DIGITS,
    },
    file: m.uploadFile,
  },
  {
    name: 'document_4',
    label: 'Address proof of Proprietor/Partner/Director',
    valueLabel: 'Document details',
  },
] as const satisfies readonly DocumentRowSpec[];

/** The typed value of an Upload Documents row as a field: SPEC's alphanumeric (digits for the pin code) and length rules. */
export function documentValueField(row: DocumentRowSpec): FieldSpec {
  const value = row.value;
  if (!value) return { name: 'value', label: row.valueLabel, kind: 'text' };
  return {
    name: 'value',
    label: row.valueLabel,
    kind: row.name === 'document_3' ? 'digits' : 'alphanumeric',
    ...(value.required ? { required: value.required } : {}),
    invalid: value.invalid,
    length: value.length,
    lengthMessage: value.lengthMessage,
  };
}

/** The file of an Upload Documents row as a field. */
export function documentFileField(row: DocumentRowSpec): FieldSpec {
  return {
    name: 'storage',
    label: row.label,
    kind: 'file',
    purpose: 'document',
    ...(row.file ? { required: row.file } : {}),
  };
}

/** Bank details for vendors and buyers: optional, but checked when given (builders must give them all). */
export const optionalBankFields: readonly FieldSpec[] = bankFields.map(({ required: _drop, ...field }) => field);

/** The director's date of birth must be at least 18 years before today (UTC): the message, or undefined. */
export function directorAgeProblem(dob: string, now: Date): string | undefined {
  const adultFrom = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()));
  return dob > adultFrom.toISOString().slice(0, 10) ? m.dobAdult : undefined;
}

// ---------------------------------------------------------------------------------------------
// Vendor step 2 (Pre Qualification Form) and the contractor profile lists.

export const directorProprietorList = {
  name: 'director_proprietor',
  title: "Director's / Proprietor's Details",
  rowLabel: 'director',
  maxRows: MAX_DIRECTOR_ROWS,
  fields: [
    text('name', 'Name', 'Please enter name of director.'),
    text('qualification', 'Qualification', 'Please enter qualifications.'),
    text('experience', 'Experience', 'Please enter experience.'),
  ],
} as const satisfies ListSpec;

export const technicalStaffList = {
  name: 'technical_staff',
  title: 'Technical Staff',
  rowLabel: 'technical staff',
  maxRows: MAX_TECHNICAL_STAFF_ROWS,
  fields: [
    text('name', 'Name', 'Please enter name of technical staff.'),
    text('qualification', 'Qualification', 'Please enter technical staff qualifications.'),
    text('experience', 'Experience', 'Please enter experience.'),
    year('working_with_company_since', 'Working with company since (year)', 'Please enter working with year since.'),
  ],
} as const satisfies ListSpec;

export const equipmentList = {
  name: 'equipments',
  title: 'Machinery and Equipment',
  rowLabel: 'machine',
  maxRows: LIST_ROWS_CAP,
  fields: [
    text('name_description', 'Name & Description', 'Please enter name & description.'),
    text('make', 'Make', 'Please enter make.'),
    year('mfg_year', 'Mfg. Year', 'Please enter mfg year.'),
    year('year_purchase', 'Year of Purchase', 'Please enter purchase Year.'),
  ],
} as const satisfies ListSpec;

const workCommonFields = (costMessage: string) => [
  longText('title_description', 'Title / Description', 'Please enter title/description of work.'),
  longText('scope_work', 'Scope of Work', 'Please enter scope of work.'),
  text('location', 'Location', 'Please enter location.'),
  amount('tendered_cost', 'Tendered Cost (Rs Lakhs)', costMessage),
];
const consultantFields = [
  text('architects_name', "Architect's Name"),
  longText('architects_address', "Architect's Address"),
  phone('architects_tel_no', "Architect's Tel. No.", undefined, m.telNo, m.telNoLength),
  text('other_consultants_name', "Other Consultant's Name"),
  longText('other_consultants_address', "Other Consultant's Address"),
  phone('other_consultants_tel_no', "Other Consultant's Tel. No.", undefined, m.telNo, m.telNoLength),
];

export const completedWorksList = {
  name: 'completed_works',
  title: `Completed Works (last ${COMPLETED_WORKS_YEARS} years)`,
  rowLabel: 'completed work',
  maxRows: LIST_ROWS_CAP,
  fields: [
    ...workCommonFields('Please enter tendered cost.'),
    amount('actual_cost', 'Actual Cost (Rs Lakhs)', 'Please enter actual cost.'),
    date('planned_completion_date', 'Planned Completion Date', 'Please enter planned completion date.'),
    date('actual_completion_date', 'Actual Completion Date', 'Please enter actual completion date.'),
    text('client_contact_person_name', 'Client Contact Person', 'Please enter client contact person name.'),
    longText('client_contact_person_address', 'Client Address', 'Please enter client contact person address.'),
    ...consultantFields,
  ],
} as const satisfies ListSpec;

export const ongoingWorksList = {
  name: 'ongoing_works',
  title: 'Ongoing Works',
  rowLabel: 'ongoing work',
  maxRows: LIST_ROWS_CAP,
  fields: [
    ...workCommonFields('Please enter tendered cost.'),
    amount('actual_cost', 'Cost so far (Rs Lakhs)'),
    date('planned_completion_date', 'Planned Completion Date', 'Please enter planned completion date.'),
    date('actual_completion_date', 'Expected Completion Date'),
    text('client_contact_person_name', 'Client Contact Person', 'Please enter client contact person name.'),
    longText('client_contact_person_address', 'Client Address', 'Please enter client contact person address.'),
    text('responsible_staff', 'Responsible Staff', 'Please enter responsible Staff.'),
    text('stage_work', 'Stage of Work', 'Please enter stage of work.'),
    date('award_date', 'Date of Award', 'Please enter date of award.'),
    ...consultantFields,
  ],
} as const satisfies ListSpec;

/** Turnover of each of the previous three calendar years; `year` is fixed by the form, not typed. */
export const turnoversList = {
  name: 'turnovers',
  title: 'Turnover (previous three calendar years)',
  rowLabel: 'turnover',
  maxRows: TURNOVER_YEARS,
  fields: [
    year('year', 'Year', 'Please enter year.'),
    amount('amount', 'Turnover (Rs Lakhs)', 'Please enter value.'),
    file('certificate_storage', 'Certificate', 'turnover_certificate', m.uploadFile),
  ],
} as const satisfies ListSpec;

export const qualityCertificatesList = {
  name: 'quality_certificates',
  title: 'Quality Certificates',
  rowLabel: 'certificate',
  maxRows: LIST_ROWS_CAP,
  optional: true,
  fields: [
    text('name', 'Name of Certificate', 'Please enter name of certificate'),
    file('storage', 'Certificate', 'certificate', m.uploadFile),
  ],
} as const satisfies ListSpec;

export const contactPersonsList = {
  name: 'contact_persons',
  title: 'Contact Persons',
  rowLabel: 'contact person',
  maxRows: LIST_ROWS_CAP,
  fields: [
    text('name', 'Name', 'Please enter name of contact.'),
    phone('mobile_no', 'Mobile No.', 'Please enter proper mobile number.', m.mobileNumeric, m.mobileTenDigits),
  ],
} as const satisfies ListSpec;

export const vendorStepTwoLists = [
  directorProprietorList,
  technicalStaffList,
  equipmentList,
  completedWorksList,
  ongoingWorksList,
  turnoversList,
  qualityCertificatesList,
  contactPersonsList,
] as const;

/** The previous three calendar years in India, newest first (SPEC §9). */
export function turnoverYears(now: Date): number[] {
  const current = istYear(now);
  return Array.from({ length: TURNOVER_YEARS }, (_, back) => current - 1 - back);
}

// ---------------------------------------------------------------------------------------------
// Buyer (organisation) registration and profile.

export const buyerCompanyFields = [
  text('name', 'Name of Organization', m.organizationName),
  text('company_name', 'Name of Company', 'Please enter the name of company.'),
  year('est_year', 'Year of Establishment', 'Please enter the establishment year.'),
  longText('address', 'Address', 'Please enter the address.'),
  text('email', 'Email', 'Please enter email address of company.', {
    kind: 'email',
    invalid: 'Please enter valid email address of company.',
  }),
  phone(
    'mobile_no',
    'Mobile no.',
    'Please enter mobile no. of company/firm.',
    'Mobile no. must be numeric.',
    m.mobileTenDigits,
  ),
  text('company_landline_no', 'Landline no.', 'Please enter landline no. of company/firm.', {
    kind: 'digits',
    invalid: 'Landline no. must be numeric.',
    max: 15,
  }),
] as const satisfies readonly FieldSpec[];

export const buyerDirectorFields = [
  text('director_name', 'Name of Director', 'Please enter director name.'),
  date('director_dob', 'Date of Birth', 'Please enter director date of birth.'),
  longText('director_address', 'Resident Address', 'Please enter director address.'),
  file('director_avatar', 'Photo', 'director_photo', 'Please upload file.'),
] as const satisfies readonly FieldSpec[];

/** Buyer documents: PAN required; GSTIN optional but checked when given; pin code required. */
export const buyerDocuments = [
  {
    ...vendorDocuments[0],
    value: { ...vendorDocuments[0].value, invalid: m.panAlphanumeric, lengthMessage: m.panLength },
  },
  { ...vendorDocuments[1], value: { ...vendorDocuments[1].value, required: undefined }, file: undefined },
  vendorDocuments[2],
  vendorDocuments[3],
] as const;

export const organizationDirectorsList = {
  name: 'organization_directors',
  title: 'Directors / Partners',
  rowLabel: 'director',
  maxRows: MAX_DIRECTOR_ROWS,
  fields: [
    text('name', 'Name', 'Please enter name of director.'),
    text('qualification', 'Qualification', 'Please enter qualifications.'),
    text('experience', 'Experience (years)', 'Please enter experience.', {
      kind: 'count',
      invalid: 'Please enter valid year(s) of experience.',
    }),
  ],
} as const satisfies ListSpec;

export const organizationWorksList = {
  name: 'organization_works',
  title: 'Projects',
  rowLabel: 'project',
  maxRows: LIST_ROWS_CAP,
  fields: [
    text('name', 'Project Name', 'Please enter project name.'),
    text('number_buildings', 'Number of Buildings', 'Please enter number of buildings.', { kind: 'count' }),
    text('number_floors', 'Number of Floors', 'Please enter number of floors.', { kind: 'count' }),
    amount('total_area', 'Total Area (sq. ft.)', 'Please enter total area.'),
    text('location', 'Location', 'Please enter location.'),
    date('planned_completion_date', 'Planned Completion Date', 'Please enter planned completion date.'),
    date('actual_completion_date', 'Actual Completion Date', 'Please enter actual completion date.'),
    text('type_construction', 'Type of Construction', 'Please enter type of construction.'),
  ],
} as const satisfies ListSpec;

// ---------------------------------------------------------------------------------------------
// Builder registration (/register-builder): every field required.

export const builderFields = [
  text('company_name', 'Name of Company/Firm', 'Please enter name of company/firm.'),
  text('company_email', 'Company Email', 'Please enter company email.', {
    kind: 'email',
    invalid: 'Please enter valid company email.',
  }),
  phone(
    'company_mobile_no',
    'Company Mobile no.',
    'Please enter company mobile no.',
    'Mobile no. must be numeric.',
    m.mobileTenDigits,
  ),
  longText('company_address', 'Address of Company/Firm', 'Please enter address of company/firm.'),
  text('pan_no', 'PAN Number', 'Please enter PAN number.', {
    kind: 'alphanumeric',
    invalid: m.panAlphanumeric,
    length: PAN_LENGTH,
    lengthMessage: m.panLength,
  }),
  text('gstin', 'GSTIN', 'Please enter GSTIN.', {
    kind: 'alphanumeric',
    invalid: m.alphanumeric,
    length: GSTIN_LENGTH,
    lengthMessage: 'Please enter valid GSTIN.',
  }),
  text('lbt_num_firm', 'LBT Number of Firm', 'Please enter LBT number of firm.'),
  text('service_tax_num_firm', 'Service Tax Number of Firm', 'Please enter service tax number of firm.'),
] as const satisfies readonly FieldSpec[];

export const builderDirectorFields = [
  text('director_name', 'Name of Director', 'Please enter director name.'),
  date('director_dob', 'Date of Birth', 'Please enter director date of birth.'),
  longText('director_address', 'Resident Address', 'Please enter director address.'),
] as const satisfies readonly FieldSpec[];

// ---------------------------------------------------------------------------------------------
// Consent to the privacy policy (DPDP Act 2023), a field of every registration form: defined with
// the policy (privacy-policy.ts).
export { privacyConsentField } from './privacy-policy';

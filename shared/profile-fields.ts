// The profile tabs (SPEC.md §2 Profile, §3 Profile models, §5 Profile forms, §7 profile saves),
// described once as plain data like the registration forms (shared/field-spec.ts). Most fields ARE
// the registration's (contractor basic = the vendor basic step, lists = the step 2 lists); this adds
// what only the profile has: billing_name, the organisation's Documents tab, the profile messages
// SPEC gives where they differ, completed works with every field required, and each tab's form:
// which fields and lists it saves and the name of its removed-ids list. The server's zod bodies
// (shared/schemas/profile.ts) and the web's yup schemas are both built from these descriptions.
import type { FieldSpec, ListSpec } from './field-spec';
import {
  bankFields,
  builderDirectorFields,
  builderFields,
  buyerCompanyFields,
  buyerDirectorFields,
  buyerDocuments,
  completedWorksList,
  contactPersonsList,
  directorFields,
  directorProprietorList,
  documentFileField,
  documentValueField,
  equipmentList,
  ongoingWorksList,
  optionalBankFields,
  organizationDirectorsList,
  organizationWorksList,
  qualityCertificatesList,
  registrationMessages,
  technicalStaffList,
  turnoversList,
  vendorCompanyFields,
  vendorDocuments,
  type DocumentRowSpec,
} from './registration-fields';

export const profileMessages = {
  saved: 'Your profile is saved.',
  /** A save that lost the race with another save of the same profile (409). */
  changedMeanwhile: 'This profile was changed meanwhile. Please reload.',
  billingName: 'Please enter the billing name.',
  /** SPEC §5 Profile forms: organization, Documents. */
  documentValue: "This field can't be kept empty.",
  /** SPEC §5 gives this message for the organisation's director address, verbatim. */
  organizationDirectorAddress: 'Please select type of work.',
  experienceYears: 'Please enter valid year(s) of experience.',
  /** A row id the profile does not hold (a stale form). */
  unknownRow: (title: string, id: number) => `${title}: there is no row ${id}. Please reload the profile.`,
  unknownRemoved: (title: string, id: number) =>
    `${title}: row ${id} cannot be removed, it is not in the profile. Please reload the profile.`,
  savedAndRemoved: (title: string, id: number) => `${title}: row ${id} cannot be both saved and removed.`,
  rowTwice: (title: string, id: number) => `${title}: row ${id} is given twice.`,
  /** Changing the email address or mobile number people log in with needs the current password. */
  currentPasswordForLogin:
    'Please enter your current password to change the email address or mobile number you log in with.',
  emailTaken: registrationMessages.emailTaken,
  mobileTaken: registrationMessages.mobileTaken,
  /** The answer when the email address changed: the new address must be verified before the next login. */
  emailChanged: 'Your profile is saved. We have sent a verification link to the new email address.',
} as const;

const m = profileMessages;

/** A field with another message when empty (the profile's wording where SPEC gives one). */
const requiredAs = <F extends FieldSpec>(field: F, required: string): F => ({ ...field, required });

// ---------------------------------------------------------------------------------------------
// Documents tables: four fixed rows by document type (1 PAN, 2 GSTIN, 3 pin code, 4 director
// address proof); no row is added or removed. In bodies `document_<n>: { value, storage }`; in
// answers `contractor_documents` / `documents`: [{ document_type_id, document_name, document_value,
// storage, storage_url }].

/** One row of a profile documents table, with both its fields fully described. */
export type ProfileDocumentSpec = {
  name: DocumentRowSpec['name'];
  document_type_id: 1 | 2 | 3 | 4;
  /** The document's name as the table shows it (answers carry it as document_name). */
  label: string;
  /** The typed value (body field `value`). */
  value: FieldSpec;
  /** The file (body field `storage`); optional where `required` is absent. */
  file: FieldSpec;
};

/** A registration documents row as a profile row: its value and file fields as registration describes them. */
function documentSpec(row: DocumentRowSpec, index: number, valueRequired?: string): ProfileDocumentSpec {
  const value = documentValueField(row);
  return {
    name: row.name,
    document_type_id: (index + 1) as ProfileDocumentSpec['document_type_id'],
    label: row.label,
    value: valueRequired ? { ...value, required: valueRequired } : value,
    file: documentFileField(row),
  };
}

/** The contractor's Certificates tab: the vendor step 1 documents with their rules (document 4 free). */
export const contractorProfileDocuments: readonly ProfileDocumentSpec[] = vendorDocuments.map((row, index) =>
  documentSpec(row, index),
);

/** The organisation's Documents tab: every value required ("This field can't be kept empty."). */
export const organizationProfileDocuments: readonly ProfileDocumentSpec[] = buyerDocuments.map((row, index) =>
  documentSpec(row, index, m.documentValue),
);

// ---------------------------------------------------------------------------------------------
// Sections.

/** Contractor Basic: the vendor basic step's company and director fields (the photo required unless kept). */
export const contractorProfileBasicFields = [...vendorCompanyFields, ...directorFields] as const;

const billingName = {
  name: 'billing_name',
  label: 'Billing Name',
  kind: 'text',
  required: m.billingName,
} as const satisfies FieldSpec;

const [organizationName, organizationCompany, ...organizationRest] = buyerCompanyFields;
const [directorName, directorDob, directorAddress, directorAvatar] = buyerDirectorFields;

/** Organisation Basic: the buyer fields with SPEC §5's profile messages, and billing_name (profile only). */
export const organizationProfileBasicFields = [
  organizationName,
  organizationCompany,
  billingName,
  ...organizationRest,
  directorName,
  directorDob,
  requiredAs(directorAddress, m.organizationDirectorAddress),
  directorAvatar,
] as const;

/** Bank details: optional on both Basic tabs, each value checked when given (IFSC as registration). */
export const profileBankFields: readonly FieldSpec[] = optionalBankFields;

// ---------------------------------------------------------------------------------------------
// Lists the profile words differently.

const consultantMessages: Record<string, string> = {
  architects_name: "Please enter architect's name.",
  architects_address: "Please enter architect's address.",
  architects_tel_no: "Please enter architect's tel.no.",
  other_consultants_name: "Please enter other consultant's name.",
  other_consultants_address: "Please enter other consultant's address.",
  other_consultants_tel_no: "Please enter other consultant's tel.no.",
};

/** Completed works on the profile: SPEC §5 "all fields required" (the architect and consultants too). */
export const profileCompletedWorksList = {
  ...completedWorksList,
  fields: completedWorksList.fields.map((field) =>
    field.required ? field : requiredAs(field, consultantMessages[field.name] ?? registrationMessages.numericOnly),
  ),
} as const satisfies ListSpec;

// ---------------------------------------------------------------------------------------------
// The tabs: one form each (SPEC §7 `form`), saved on its own.

/** A list a form saves: its rows (with server ids) and the body field naming the row ids removed. */
export type ProfileFormList = {
  list: ListSpec;
  /** The body field of removed row ids; absent for a list whose rows are all sent every time (turnovers). */
  removed?: string;
  /** Every save sends the whole list: rows not sent are dropped (turnovers: the previous three years). */
  wholeList?: boolean;
  /** A tag each answer row carries (SPEC §3: director rows type='director', works completed=1/0). */
  rowTag?: { name: string; value: string | number };
};

export type ProfileFormSpec = {
  form: string;
  /** The tab's title (SPEC §2). */
  tab: string;
  /** Top-level fields of the form. */
  fields: readonly FieldSpec[];
  /** Contractor Basic: material_work_type_id (select) and with_labour_material (checkboxes), as registration. */
  workTypes?: boolean;
  /** The bank_details section (optional values unless `bankFields` says otherwise). */
  bank?: boolean;
  /** The bank section's fields where they differ from profileBankFields (builders: every one required). */
  bankFields?: readonly FieldSpec[];
  /** The documents table (document_1..document_4). */
  documents?: readonly ProfileDocumentSpec[];
  lists: readonly ProfileFormList[];
};

export const contractorProfileForms = [
  {
    form: 'basic',
    tab: 'Basic',
    fields: contractorProfileBasicFields,
    workTypes: true,
    bank: true,
    lists: [],
  },
  {
    form: 'directorTechnicalStaff',
    tab: 'Partner and Staff',
    fields: [],
    lists: [
      { list: directorProprietorList, removed: 'director_removed', rowTag: { name: 'type', value: 'director' } },
      {
        list: technicalStaffList,
        removed: 'technical_staff_removed',
        rowTag: { name: 'type', value: 'technical_staff' },
      },
    ],
  },
  {
    form: 'works',
    tab: 'Works',
    fields: [],
    lists: [
      { list: profileCompletedWorksList, removed: 'completed_work_removed', rowTag: { name: 'completed', value: 1 } },
      { list: ongoingWorksList, removed: 'ongoing_work_removed', rowTag: { name: 'completed', value: 0 } },
    ],
  },
  {
    form: 'equipment',
    tab: 'Machinery Equipments',
    fields: [],
    lists: [{ list: equipmentList, removed: 'equipments_removed' }],
  },
  {
    form: 'document_certificate',
    tab: 'Certificates',
    fields: [],
    documents: contractorProfileDocuments,
    lists: [
      { list: turnoversList, wholeList: true },
      { list: qualityCertificatesList, removed: 'certificates_removed' },
    ],
  },
  {
    form: 'contact_person',
    tab: 'Contacts',
    fields: [],
    lists: [{ list: contactPersonsList, removed: 'contact_persons_removed' }],
  },
] as const satisfies readonly ProfileFormSpec[];

export const organizationProfileForms = [
  {
    form: 'basic',
    tab: 'Basic',
    fields: organizationProfileBasicFields,
    bank: true,
    lists: [],
  },
  {
    form: 'partners',
    tab: 'Partner',
    fields: [],
    lists: [{ list: organizationDirectorsList, removed: 'partner_removed' }],
  },
  {
    form: 'works',
    tab: 'Works',
    fields: [],
    lists: [{ list: organizationWorksList, removed: 'work_removed' }],
  },
  {
    form: 'documents',
    tab: 'Documents',
    fields: [],
    documents: organizationProfileDocuments,
    lists: [],
  },
] as const satisfies readonly ProfileFormSpec[];

/**
 * The Builder's tabs: the builder form's own sections (SPEC §3 Builder form), one tab each, with
 * the registration's field descriptions and rules (bank details stay required, as registered).
 */
export const builderProfileForms = [
  {
    form: 'basic',
    tab: 'Company',
    fields: builderFields,
    workTypes: true,
    lists: [],
  },
  {
    form: 'director',
    tab: 'Director',
    fields: builderDirectorFields,
    lists: [],
  },
  {
    form: 'bank',
    tab: 'Bank',
    fields: [],
    bank: true,
    bankFields,
    lists: [],
  },
] as const satisfies readonly ProfileFormSpec[];

export type ContractorProfileForm = (typeof contractorProfileForms)[number]['form'];
export type OrganizationProfileForm = (typeof organizationProfileForms)[number]['form'];
export type BuilderProfileForm = (typeof builderProfileForms)[number]['form'];

/** A tab's bank fields: its own (builders) or the optional profile ones. */
export const tabBankFields = (spec: ProfileFormSpec): readonly FieldSpec[] => spec.bankFields ?? profileBankFields;

/** The profile fields that carry the account's name, login email and mobile (all on the tab with form 'basic'). */
export type ProfileLoginFields = { name: string; email: string; mobile: string };

const companyLoginFields = { name: 'name', email: 'email', mobile: 'mobile_no' } as const;

/** By profile kind: the builder form names its company's email and mobile (its registration logs in with them). */
export const profileLoginFields = {
  contractor: companyLoginFields,
  organization: companyLoginFields,
  builder: { name: 'company_name', email: 'company_email', mobile: 'company_mobile_no' },
} as const satisfies Record<'contractor' | 'organization' | 'builder', ProfileLoginFields>;

/** Every list a profile of this kind holds, in tab order. */
export const contractorProfileLists: readonly ProfileFormList[] = contractorProfileForms.flatMap(
  (form) => form.lists as readonly ProfileFormList[],
);
export const organizationProfileLists: readonly ProfileFormList[] = organizationProfileForms.flatMap(
  (form) => form.lists as readonly ProfileFormList[],
);

/** The most row ids one removed list may name (no list holds more rows than this). */
export const REMOVED_IDS_MAX = 100;

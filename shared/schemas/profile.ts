// The profile contracts (SPEC.md §3 Profile models, §7 GET /profile and the profile saves): the
// save bodies, one per tab and discriminated on `form`, built from the tab descriptions in
// shared/profile-fields.ts (the web builds its yup schemas from the same ones), and the answers.
// Bodies are JSON (DESIGN.md §4): files are UploadRefs (a new tmp/ upload, or the stored file's own
// files/<account>/ key to keep it), lists are arrays whose rows carry the server's `id` when they
// exist already, and `*_removed` lists name the ids of rows to delete. Anything else a body carries
// (role, grade, status, payment, email_verified_at, kind, account_id ...) is dropped unread.
// zod/mini (./mini.ts): the profile bundles carry these.
import { USER_ROLES } from '../constants';
import type { FieldSpec, ListSpec } from '../field-spec';
import {
  contractorProfileBasicFields,
  contractorProfileDocuments,
  organizationProfileBasicFields,
  organizationProfileDocuments,
  profileBankFields,
  profileCompletedWorksList,
  REMOVED_IDS_MAX,
  type ProfileDocumentSpec,
  type ProfileFormList,
} from '../profile-fields';
import {
  builderDirectorFields,
  builderFields,
  contactPersonsList,
  directorAgeProblem as registrationAgeProblem,
  directorProprietorList,
  equipmentList,
  ongoingWorksList,
  organizationDirectorsList,
  organizationWorksList,
  qualityCertificatesList,
  registrationMessages as rm,
  technicalStaffList,
  turnoverYears,
  turnoversList,
} from '../registration-fields';
import { bankDetailsSchema, DOCUMENT_FORMS, identityIssues, report, workTypeFields } from './company-checks';
import { fieldSchema, listSchema, sectionSchema } from './field-schema';
import * as z from './mini';
import { RegistrationReview } from './registration-review';
import { StoredFile } from './uploads';

// ---------------------------------------------------------------------------------------------
// Pieces of the bodies.

/** Optional bank details, each value checked when given; the IFSC as registration checks it. */
const bankDetails = z.optional(bankDetailsSchema(profileBankFields));

/** Only asked when the owner changes the email address or mobile number the account logs in with. */
export const currentPassword = z.optional(
  z.string({ error: 'current_password must be text.' }).check(z.maxLength(1024)),
);

const REMOVED_MESSAGE = 'List the ids of the rows to remove (whole numbers).';
/** The ids of stored rows to delete (SPEC §7 `*_removed`). */
const removedIds = z.optional(
  z
    .array(
      z
        .number({ error: REMOVED_MESSAGE })
        .check(z.int(REMOVED_MESSAGE), z.positive(REMOVED_MESSAGE), z.maximum(999_999_999)),
      { error: REMOVED_MESSAGE },
    )
    .check(z.maxLength(REMOVED_IDS_MAX, REMOVED_MESSAGE)),
);

function documentRow(spec: ProfileDocumentSpec, name: string) {
  return z.object({ value: fieldSchema(spec.value, undefined, DOCUMENT_FORMS[name]), storage: fieldSchema(spec.file) });
}

function documentsShape(specs: readonly ProfileDocumentSpec[]) {
  const row = (index: number) => documentRow(specs[index] as ProfileDocumentSpec, `document_${index + 1}`);
  return { document_1: row(0), document_2: row(1), document_3: row(2), document_4: row(3) };
}

/** The director's date of birth: at least 18 years before today (UTC), as registration checks it. */
export function directorAgeProblem(dob: unknown, now: Date): string | undefined {
  return typeof dob === 'string' ? registrationAgeProblem(dob, now) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Contractor saves: POST|PUT /contractors/{id}.

/** The contractor's tab bodies, by `form` (SPEC §7). */
export function contractorProfileSaveSchema(now = new Date()) {
  const year = now.getFullYear();
  const list = <L extends ListSpec>(spec: L) => listSchema(spec, year);
  const basic = z
    .extend(sectionSchema(contractorProfileBasicFields, year), {
      form: z.literal('basic'),
      ...workTypeFields,
      bank_details: bankDetails,
      current_password: currentPassword,
    })
    .check(
      z.superRefine((body, context) => report(context, ['director_dob'], directorAgeProblem(body.director_dob, now))),
    );
  const staff = z.object({
    form: z.literal('directorTechnicalStaff'),
    director_proprietor: list(directorProprietorList),
    technical_staff: list(technicalStaffList),
    director_removed: removedIds,
    technical_staff_removed: removedIds,
  });
  const works = z.object({
    form: z.literal('works'),
    completed_works: list(profileCompletedWorksList),
    ongoing_works: list(ongoingWorksList),
    completed_work_removed: removedIds,
    ongoing_work_removed: removedIds,
  });
  const equipment = z.object({
    form: z.literal('equipment'),
    equipments: list(equipmentList),
    equipments_removed: removedIds,
  });
  const certificates = z
    .object({
      form: z.literal('document_certificate'),
      ...documentsShape(contractorProfileDocuments),
      turnovers: list(turnoversList),
      quality_certificates: list(qualityCertificatesList),
      certificates_removed: removedIds,
    })
    .check(
      z.superRefine((body, context) => {
        identityIssues(body, context);
        const years = (body.turnovers as { year: unknown }[]).map((row) => row.year).sort();
        const expected = turnoverYears(now).sort();
        if (years.join() !== expected.join()) report(context, ['turnovers'], rm.turnoverYears);
      }),
    );
  const contacts = z.object({
    form: z.literal('contact_person'),
    contact_persons: list(contactPersonsList),
    contact_persons_removed: removedIds,
  });
  return z.discriminatedUnion('form', [basic, staff, works, equipment, certificates, contacts], {
    error: 'form must be one of basic, directorTechnicalStaff, works, equipment, document_certificate, contact_person.',
  });
}
export const ContractorProfileSave = contractorProfileSaveSchema();
export type ContractorProfileSave = z.infer<typeof ContractorProfileSave>;
/** What a tab's form sends (numbers may come as their digits; files as UploadRefs). */
export type ContractorProfileSaveInput = z.input<typeof ContractorProfileSave>;

// ---------------------------------------------------------------------------------------------
// Organisation saves: POST|PUT /organizations/{id}.

export function organizationProfileSaveSchema(now = new Date()) {
  const year = now.getFullYear();
  const basic = z
    .extend(sectionSchema(organizationProfileBasicFields, year), {
      form: z.literal('basic'),
      bank_details: bankDetails,
      current_password: currentPassword,
    })
    .check(
      z.superRefine((body, context) => report(context, ['director_dob'], directorAgeProblem(body.director_dob, now))),
    );
  const documents = z
    .object({ form: z.literal('documents'), ...documentsShape(organizationProfileDocuments) })
    .check(z.superRefine((body, context) => identityIssues(body, context)));
  const partners = z.object({
    form: z.literal('partners'),
    organization_directors: listSchema(organizationDirectorsList, year),
    partner_removed: removedIds,
  });
  const works = z.object({
    form: z.literal('works'),
    organization_works: listSchema(organizationWorksList, year),
    work_removed: removedIds,
  });
  return z.discriminatedUnion('form', [basic, documents, partners, works], {
    error: 'form must be one of basic, documents, partners, works.',
  });
}
export const OrganizationProfileSave = organizationProfileSaveSchema();
export type OrganizationProfileSave = z.infer<typeof OrganizationProfileSave>;
export type OrganizationProfileSaveInput = z.input<typeof OrganizationProfileSave>;

// ---------------------------------------------------------------------------------------------
// Answers.

/** A field's value as answers carry it: text, a number (years, amounts, counts), a stored file, or null. */
export type ProfileAnswerValue = string | number | StoredFile | null;

const NUMERIC_KINDS = new Set(['amount', 'count', 'year']);

/** The answer's link field of a file field (SPEC §3: storage_url, director_avatar_url; turnovers' certificate too). */
export const fileUrlField = (name: string) => (name === 'certificate_storage' ? 'storage_url' : `${name}_url`);

function answerValue(field: FieldSpec): z.ZodMiniType {
  if (field.kind === 'file') return z.nullable(StoredFile);
  return NUMERIC_KINDS.has(field.kind) ? z.nullable(z.number()) : z.nullable(z.string());
}

/** Each field's value and, for files, its link (GET /files/{account_id}/{file_name}, null without a file). */
function answerShape(fields: readonly FieldSpec[]): Record<string, z.ZodMiniType> {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of fields) {
    shape[field.name] = answerValue(field);
    if (field.kind === 'file') shape[fileUrlField(field.name)] = z.nullable(z.string());
  }
  return shape;
}

/** A stored row as answers show it: its id, its fields, the row's tag (SPEC §3 type / completed). */
export type ProfileAnswerRow = { id: number } & Record<string, ProfileAnswerValue>;

function rowAnswer(entry: ProfileFormList): z.ZodMiniType<ProfileAnswerRow> {
  const tag = entry.rowTag ? { [entry.rowTag.name]: z.literal(entry.rowTag.value) } : {};
  return z.object({
    id: z.number().check(z.int()),
    ...answerShape(entry.list.fields),
    ...tag,
  }) as unknown as z.ZodMiniType<ProfileAnswerRow>;
}

const rows = (entry: ProfileFormList) => z.array(rowAnswer(entry));

export const ProfileUser = z.object({ id: z.number().check(z.int()), name: z.string(), email: z.string() });
export type ProfileUser = z.infer<typeof ProfileUser>;

export const BankDetailsAnswer = z.nullable(
  z.object({
    favouring_name: z.nullable(z.string()),
    account_no: z.nullable(z.string()),
    bank_name: z.nullable(z.string()),
    branch_name: z.nullable(z.string()),
    ifsc_code: z.nullable(z.string()),
  }),
);
export type BankDetailsAnswer = z.infer<typeof BankDetailsAnswer>;

/** One row of a documents table (SPEC §3: document_name, document_value, storage, storage_url). */
export const ProfileDocumentAnswer = z.object({
  document_type_id: z.number().check(z.int()),
  document_name: z.string(),
  document_value: z.nullable(z.string()),
  storage: z.nullable(StoredFile),
  storage_url: z.nullable(z.string()),
});
export type ProfileDocumentAnswer = z.infer<typeof ProfileDocumentAnswer>;

export type ProfileBasicAnswer = Record<string, ProfileAnswerValue | number[]>;

const contractorBasic = z.object({
  ...answerShape(contractorProfileBasicFields),
  material_work_type_id: z.nullable(z.number()),
  with_labour_material: z.array(z.number()),
}) as unknown as z.ZodMiniType<ProfileBasicAnswer>;

const organizationBasic = z.object(
  answerShape(organizationProfileBasicFields),
) as unknown as z.ZodMiniType<ProfileBasicAnswer>;

const builderBasic = z.object({
  ...answerShape([...builderFields, ...builderDirectorFields]),
  material_work_type_id: z.nullable(z.number()),
  with_labour_material: z.array(z.number()),
}) as unknown as z.ZodMiniType<ProfileBasicAnswer>;

const listEntry = (list: ListSpec, rowTag?: ProfileFormList['rowTag']): ProfileFormList => ({ list, rowTag });

/** Every list key of SPEC §7's GET /profile, on both kinds: the other kind's lists are always empty. */
const listAnswers = {
  director_proprietor: rows(listEntry(directorProprietorList, { name: 'type', value: 'director' })),
  technical_staff: rows(listEntry(technicalStaffList, { name: 'type', value: 'technical_staff' })),
  equipments: rows(listEntry(equipmentList)),
  completed_works: rows(listEntry(profileCompletedWorksList, { name: 'completed', value: 1 })),
  ongoing_works: rows(listEntry(ongoingWorksList, { name: 'completed', value: 0 })),
  turnovers: rows(listEntry(turnoversList)),
  quality_certificates: rows(listEntry(qualityCertificatesList)),
  contact_persons: rows(listEntry(contactPersonsList)),
  organization_directors: rows(listEntry(organizationDirectorsList)),
  organization_works: rows(listEntry(organizationWorksList)),
  contractor_documents: z.array(ProfileDocumentAnswer),
  documents: z.array(ProfileDocumentAnswer),
};

const accountFields = {
  role: z.enum(USER_ROLES),
  user: ProfileUser,
  account_id: z.number().check(z.int()),
  /** pending until an Admin approves (or rejects) the registration. */
  status: z.string(),
  /** The consultancy's review: the state, its remark, and a rejected registrant's request for another. */
  review: RegistrationReview,
  /** Contractors: 'C' unless an Admin grades them otherwise; null for organisations. */
  grade: z.nullable(z.string()),
  bank_details: BankDetailsAnswer,
  created_at: z.string(),
  updated_at: z.string(),
};

/**
 * A contractor's whole profile: every tab's data. contractor_documents is the Certificates tab's
 * documents table; organization_directors, organization_works and documents are always empty.
 */
export const ContractorProfileData = z.object({
  ...accountFields,
  kind: z.literal('contractor'),
  basic: contractorBasic,
  ...listAnswers,
});
export type ContractorProfileData = z.infer<typeof ContractorProfileData>;

/**
 * An organisation's whole profile: documents is the Documents tab's table; the contractor lists
 * (contractor_documents, turnovers, quality_certificates, contact_persons ...) are always empty.
 */
export const OrganizationProfileData = z.object({
  ...accountFields,
  kind: z.literal('organization'),
  basic: organizationBasic,
  ...listAnswers,
});
export type OrganizationProfileData = z.infer<typeof OrganizationProfileData>;

/** A builder's whole profile: its form's company, director and work type fields in basic, its bank details; no lists. */
export const BuilderProfileData = z.object({
  ...accountFields,
  kind: z.literal('builder'),
  basic: builderBasic,
});
export type BuilderProfileData = z.infer<typeof BuilderProfileData>;

/** An account without a profile to edit (Admin, Subscriber, or one registered before profiles). */
export const NoProfileData = z.object({ role: z.enum(USER_ROLES), user: ProfileUser });
export type NoProfileData = z.infer<typeof NoProfileData>;

/** GET /profile: the caller's role and user, and the whole profile when the account has one (`kind` tells which: contractor, organization or builder). */
export const ProfileAnswer = z.object({
  data: z.union([ContractorProfileData, OrganizationProfileData, BuilderProfileData, NoProfileData]),
});
export type ProfileAnswer = z.infer<typeof ProfileAnswer>;

/** GET /contractors/{id}/edit. */
export const ContractorProfileAnswer = z.object({ data: ContractorProfileData });
export type ContractorProfileAnswer = z.infer<typeof ContractorProfileAnswer>;

/** GET /organizations/{id}/edit. */
export const OrganizationProfileAnswer = z.object({ data: OrganizationProfileData });
export type OrganizationProfileAnswer = z.infer<typeof OrganizationProfileAnswer>;

/** GET /builders/{id}/edit. */
export const BuilderProfileAnswer = z.object({ data: BuilderProfileData });
export type BuilderProfileAnswer = z.infer<typeof BuilderProfileAnswer>;

/** 200 of a contractor save: the saved profile (the SPA reloads it anyway). */
export const ContractorProfileSaved = z.object({ message: z.string(), data: ContractorProfileData });
export type ContractorProfileSaved = z.infer<typeof ContractorProfileSaved>;

export const OrganizationProfileSaved = z.object({ message: z.string(), data: OrganizationProfileData });
export type OrganizationProfileSaved = z.infer<typeof OrganizationProfileSaved>;

export const BuilderProfileSaved = z.object({ message: z.string(), data: BuilderProfileData });
export type BuilderProfileSaved = z.infer<typeof BuilderProfileSaved>;

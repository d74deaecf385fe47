import { createHash } from 'node:crypto';
import type { UserRole } from '@tender/shared/constants';
import type { FieldSpec, ListSpec } from '@tender/shared/field-spec';
import {
  bankFields,
  builderDirectorFields,
  builderFields,
  buyerCompanyFields,
  buyerDirectorFields,
  directorFields,
  organizationDirectorsList,
  organizationWorksList,
  vendorCompanyFields,
  vendorStepTwoLists,
} from '@tender/shared/registration-fields';
import type {
  BuilderRegistration,
  ContractorRegistration,
  OrganizationRegistration,
} from '@tender/shared/schemas/registration';
import type { StoredFile, UploadRef } from '@tender/shared/schemas/uploads';
import type { UploadPurpose } from '@tender/shared/upload-rules';
import type {
  BankDetails,
  ProfileDocument,
  ProfileFields,
  ProfileKind,
  ProfileList,
  ProfileValue,
} from '../../data/profiles-repository';
import type { UploadClaim } from '../uploads/accept-uploads';

// What a parsed registration body means for the account, pure: who the account is, which form
// fields name its email and mobile (errors name those), the lookup ids to check, the files to accept
// (by the form's field paths), and the profile to store once the files are stored.

type Body = Record<string, unknown>;
/** Stored files by the form's field path (director_avatar, document_1.storage, turnovers.0.certificate_storage ...). */
export type StoredFiles = Record<string, StoredFile>;

export type ProfileContent = {
  basic: ProfileFields;
  bank_details: BankDetails | null;
  documents: ProfileDocument[];
  lists: ProfileList[];
};

export type RegistrationPlan = {
  kind: ProfileKind;
  role: UserRole;
  /** The account's name, email and mobile, as the user record holds them. */
  name: string;
  email: string;
  mobile: string;
  /** The form's fields that hold the email and mobile (errors on them name these). */
  emailField: string;
  mobileField: string;
  /** Lookup ids the form selected (contractors and builders), checked against the lists. */
  materialWorkTypeId: number | null;
  withLabourMaterial: number[];
  /** What the body says about the fee's payment (contractors). */
  payment: { order_id: string | null; payment_id: string | null } | null;
  isQuickRegister: boolean;
  requestId: string | null;
  /** SHA-256 of the parsed body: a retry with the same request_id must carry the same body. */
  bodyHash: string;
  /** Every file field with an upload, by its path in the form. */
  claims: UploadClaim[];
  /** The profile's fields, lists and documents, files replaced by the stored ones. */
  content(files: StoredFiles): ProfileContent;
};

const DOCUMENT_FIELDS = ['document_1', 'document_2', 'document_3', 'document_4'] as const;
const DOCUMENT_PURPOSE: UploadPurpose = 'document';

const isUploadRef = (value: unknown): value is UploadRef =>
  typeof value === 'object' && value !== null && 'key' in value && 'file_name' in value;

/** JSON with keys in sorted order, so equal bodies hash alike whatever order their fields came in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, inner]) => `${JSON.stringify(name)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function bodyHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

/** A field's stored value: a file becomes its stored file (or null), numbers and text stay, empty is null. */
function storedValue(value: unknown, path: string, files: StoredFiles): ProfileValue {
  if (isUploadRef(value)) return files[path] ?? null;
  if (Array.isArray(value)) return value.filter((id): id is number => typeof id === 'number');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return null;
}

function sectionValues(fields: readonly FieldSpec[], source: Body, prefix: string, files: StoredFiles): ProfileFields {
  return Object.fromEntries(
    fields.map((field) => [field.name, storedValue(source[field.name], `${prefix}${field.name}`, files)]),
  );
}

function fileClaims(fields: readonly FieldSpec[], source: Body, prefix: string): UploadClaim[] {
  return fields.flatMap((field) => {
    const ref = source[field.name];
    if (field.kind !== 'file' || !isUploadRef(ref)) return [];
    return [{ field: `${prefix}${field.name}`, ref, purpose: field.purpose as UploadPurpose }];
  });
}

const rowsOf = (body: Body, list: ListSpec): Body[] =>
  Array.isArray(body[list.name]) ? (body[list.name] as Body[]) : [];

function listClaims(lists: readonly ListSpec[], body: Body): UploadClaim[] {
  return lists.flatMap((list) =>
    rowsOf(body, list).flatMap((row, index) => fileClaims(list.fields, row, `${list.name}.${index}.`)),
  );
}

/** Rows numbered 1..n in the order given (ids a client sent are not the server's to take). */
function listContent(lists: readonly ListSpec[], body: Body, files: StoredFiles): ProfileList[] {
  return lists.map((list) => ({
    name: list.name,
    rows: rowsOf(body, list).map((row, index) => ({
      ...sectionValues(list.fields, row, `${list.name}.${index}.`, files),
      id: index + 1,
    })),
  }));
}

function documentClaims(body: Body): UploadClaim[] {
  return DOCUMENT_FIELDS.flatMap((name) => {
    const ref = (body[name] as Body | undefined)?.storage;
    return isUploadRef(ref) ? [{ field: `${name}.storage`, ref, purpose: DOCUMENT_PURPOSE }] : [];
  });
}

/** The four document rows by type (document_n is type n, SPEC §3), whatever type id a client sent. */
function documentContent(body: Body, files: StoredFiles): ProfileDocument[] {
  return DOCUMENT_FIELDS.map((name, index) => {
    const row = (body[name] ?? {}) as Body;
    return {
      document_type_id: index + 1,
      value: typeof row.value === 'string' ? row.value : null,
      storage: isUploadRef(row.storage) ? (files[`${name}.storage`] ?? null) : null,
    };
  });
}

/** Bank details as given; null when the optional section was left empty. */
function bankContent(body: Body): BankDetails | null {
  const values = sectionValues(bankFields, (body.bank_details ?? {}) as Body, 'bank_details.', {});
  if (Object.values(values).every((value) => value === null)) return null;
  return Object.fromEntries(
    bankFields.map((field) => [field.name, typeof values[field.name] === 'string' ? values[field.name] : null]),
  ) as BankDetails;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const lookupIds = (value: unknown) => (Array.isArray(value) ? value.filter((id) => typeof id === 'number') : []);

export function contractorPlan(parsed: ContractorRegistration): RegistrationPlan {
  const body = parsed as unknown as Body;
  const basicFields = [...vendorCompanyFields, ...directorFields];
  return {
    kind: 'contractor',
    role: 'Contractor',
    name: text(body.name),
    email: text(body.email),
    mobile: text(body.mobile_no),
    emailField: 'email',
    mobileField: 'mobile_no',
    materialWorkTypeId: typeof body.material_work_type_id === 'number' ? body.material_work_type_id : null,
    withLabourMaterial: lookupIds(body.with_labour_material),
    payment: { order_id: parsed.order_id ?? null, payment_id: parsed.payment_id ?? null },
    isQuickRegister: parsed.is_quick_register,
    requestId: parsed.request_id ?? null,
    bodyHash: bodyHash(parsed),
    claims: [...fileClaims(basicFields, body, ''), ...documentClaims(body), ...listClaims(vendorStepTwoLists, body)],
    content: (files) => ({
      basic: {
        ...sectionValues(basicFields, body, '', files),
        material_work_type_id: body.material_work_type_id as number,
        with_labour_material: lookupIds(body.with_labour_material),
      },
      bank_details: bankContent(body),
      documents: documentContent(body, files),
      lists: listContent(vendorStepTwoLists, body, files),
    }),
  };
}

export function organizationPlan(parsed: OrganizationRegistration): RegistrationPlan {
  const body = parsed as unknown as Body;
  const basicFields = [...buyerCompanyFields, ...buyerDirectorFields];
  const lists = [organizationDirectorsList, organizationWorksList];
  return {
    kind: 'organization',
    role: 'Organization',
    name: text(body.name),
    email: text(body.email),
    mobile: text(body.mobile_no),
    emailField: 'email',
    mobileField: 'mobile_no',
    materialWorkTypeId: null,
    withLabourMaterial: [],
    payment: null,
    isQuickRegister: false,
    requestId: parsed.request_id ?? null,
    bodyHash: bodyHash(parsed),
    claims: [...fileClaims(basicFields, body, ''), ...documentClaims(body), ...listClaims(lists, body)],
    content: (files) => ({
      // billing_name is a profile field (SPEC §3) the registration form does not ask for.
      basic: { ...sectionValues(basicFields, body, '', files), billing_name: null },
      bank_details: bankContent(body),
      documents: documentContent(body, files),
      lists: listContent(lists, body, files),
    }),
  };
}

export function builderPlan(parsed: BuilderRegistration): RegistrationPlan {
  const body = parsed as unknown as Body;
  const basicFields = [...builderFields, ...builderDirectorFields];
  return {
    kind: 'builder',
    role: 'Builder',
    name: text(body.company_name),
    email: text(body.company_email),
    mobile: text(body.company_mobile_no),
    emailField: 'company_email',
    mobileField: 'company_mobile_no',
    materialWorkTypeId: typeof body.material_work_type_id === 'number' ? body.material_work_type_id : null,
    withLabourMaterial: lookupIds(body.with_labour_material),
    payment: null,
    isQuickRegister: false,
    requestId: parsed.request_id ?? null,
    bodyHash: bodyHash(parsed),
    claims: [],
    content: () => ({
      basic: {
        ...sectionValues(basicFields, body, '', {}),
        material_work_type_id: body.material_work_type_id as number,
        with_labour_material: lookupIds(body.with_labour_material),
      },
      bank_details: bankContent(body),
      documents: [],
      lists: [],
    }),
  };
}

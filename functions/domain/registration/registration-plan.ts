import { createHash } from 'node:crypto';
import type { UserRole } from '@tender/shared/constants';
import {
  contractorProfileBasicFields,
  contractorProfileDocuments,
  organizationProfileBasicFields,
  organizationProfileDocuments,
} from '@tender/shared/profile-fields';
import {
  builderDirectorFields,
  builderFields,
  organizationDirectorsList,
  organizationWorksList,
  vendorStepTwoLists,
} from '@tender/shared/registration-fields';
import type {
  BuilderRegistration,
  ContractorRegistration,
  OrganizationRegistration,
} from '@tender/shared/schemas/registration';
import type { StoredFile } from '@tender/shared/schemas/uploads';
import type { ProfileKind } from '../../data/profiles-repository';
import {
  contentClaims,
  newProfileContent,
  type ContentBody,
  type ContentSpec,
  type ProfileContent,
} from '../profile/profile-content';
import type { UploadClaim } from '../uploads/accept-uploads';

export type { ProfileContent } from '../profile/profile-content';

// What a parsed registration body means for the account, pure: who the account is, which form
// fields name its email and mobile (errors name those), the lookup ids to check, the files to accept
// (by the form's field paths), and the profile to store once the files are stored. The profile's
// content is translated by profile-content.ts, as every profile save translates it.

/** Stored files by the form's field path (director_avatar, document_1.storage, turnovers.0.certificate_storage ...). */
export type StoredFiles = Record<string, StoredFile>;

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

/** The vendor wizard: the contractor profile's Basic (company, director, work types), bank, documents, step 2's lists. */
const contractorContent: ContentSpec = {
  fields: contractorProfileBasicFields,
  workTypes: true,
  bank: true,
  documents: contractorProfileDocuments,
  lists: vendorStepTwoLists.map((list) => ({ list })),
};

/**
 * The buyer form: the organisation profile's Basic (billing_name, a profile field the form does not
 * ask for, is stored empty), bank, documents, directors and works.
 */
const organizationContent: ContentSpec = {
  fields: organizationProfileBasicFields,
  bank: true,
  documents: organizationProfileDocuments,
  lists: [{ list: organizationDirectorsList }, { list: organizationWorksList }],
};

/** The builder form: company, director and work types, bank details; no files, documents or lists. */
const builderContent: ContentSpec = {
  fields: [...builderFields, ...builderDirectorFields],
  workTypes: true,
  bank: true,
  lists: [],
};

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

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The parts every kind's plan takes alike from its body and its content. */
function planOf(spec: ContentSpec, body: ContentBody & { request_id?: string }) {
  return {
    materialWorkTypeId: body.material_work_type_id ?? null,
    withLabourMaterial: [...(body.with_labour_material ?? [])],
    requestId: body.request_id ?? null,
    bodyHash: bodyHash(body),
    claims: contentClaims(spec, body),
    content: (files: StoredFiles) => newProfileContent(spec, body, (path) => files[path] ?? null),
  };
}

export function contractorPlan(parsed: ContractorRegistration): RegistrationPlan {
  return {
    ...planOf(contractorContent, parsed),
    kind: 'contractor',
    role: 'Contractor',
    name: text(parsed.name),
    email: text(parsed.email),
    mobile: text(parsed.mobile_no),
    emailField: 'email',
    mobileField: 'mobile_no',
    payment: { order_id: parsed.order_id ?? null, payment_id: parsed.payment_id ?? null },
    isQuickRegister: parsed.is_quick_register,
  };
}

export function organizationPlan(parsed: OrganizationRegistration): RegistrationPlan {
  return {
    ...planOf(organizationContent, parsed),
    kind: 'organization',
    role: 'Organization',
    name: text(parsed.name),
    email: text(parsed.email),
    mobile: text(parsed.mobile_no),
    emailField: 'email',
    mobileField: 'mobile_no',
    payment: null,
    isQuickRegister: false,
  };
}

export function builderPlan(parsed: BuilderRegistration): RegistrationPlan {
  return {
    ...planOf(builderContent, parsed),
    kind: 'builder',
    role: 'Builder',
    name: text(parsed.company_name),
    email: text(parsed.company_email),
    mobile: text(parsed.company_mobile_no),
    emailField: 'company_email',
    mobileField: 'company_mobile_no',
    payment: null,
    isQuickRegister: false,
  };
}

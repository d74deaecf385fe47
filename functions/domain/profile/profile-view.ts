import type { FieldSpec } from '@tender/shared/field-spec';
import {
  builderProfileForms,
  contractorProfileBasicFields,
  contractorProfileDocuments,
  contractorProfileLists,
  organizationProfileBasicFields,
  organizationProfileDocuments,
  organizationProfileLists,
  type ProfileDocumentSpec,
  type ProfileFormList,
} from '@tender/shared/profile-fields';
import {
  fileUrlField,
  type BuilderProfileData,
  type ContractorProfileData,
  type OrganizationProfileData,
  type ProfileAnswerRow,
  type ProfileAnswerValue,
  type ProfileBasicAnswer,
  type ProfileDocumentAnswer,
} from '@tender/shared/schemas/profile';
import type { StoredFile } from '@tender/shared/schemas/uploads';
import type { LoadedProfile, ProfileValue } from '../../data/profiles-repository';
import type { UserRecord } from '../../data/users-repository';
import { registrationReviewOf } from '../registrants/registration-review';
import { parseStoredFileKey } from '../uploads/upload-keys';

// A stored profile as its answers show it (shared/schemas/profile.ts): every field of every tab
// from the field descriptions, each value in its kind's type (older or partial items read as
// null), each file with its link, and only those fields: nothing internal (payment, request ids,
// is_quick_register) leaves here.

/** GET /files/{account_id}/{file_name} under the API base path (contracts/uploads.ts; a unit test holds them equal). */
export const FILES_PATH = '/api/v1/files';

const NUMERIC_KINDS = new Set(['amount', 'count', 'year']);

const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as StoredFile).key === 'string';

/** The link that gives a short-lived URL of a stored file (owner and Admins only). */
export function fileUrl(file: StoredFile | null): string | null {
  const parsed = file ? parseStoredFileKey(file.key) : undefined;
  return parsed ? `${FILES_PATH}/${parsed.accountId}/${parsed.fileName}` : null;
}

function storedFile(value: unknown): StoredFile | null {
  if (!isStoredFile(value)) return null;
  const { key, file_name, content_type, size } = value;
  return { key, file_name, content_type, size };
}

/** One field's stored value in its kind's answer type. */
export function answerValue(field: FieldSpec, value: unknown): ProfileAnswerValue {
  if (field.kind === 'file') return storedFile(value);
  if (value === null || value === undefined || value === '') return null;
  if (NUMERIC_KINDS.has(field.kind)) {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

function fieldsAnswer(
  fields: readonly FieldSpec[],
  source: Record<string, unknown>,
): Record<string, ProfileAnswerValue> {
  const answer: Record<string, ProfileAnswerValue> = {};
  for (const field of fields) {
    const value = answerValue(field, source[field.name]);
    answer[field.name] = value;
    if (field.kind === 'file') answer[fileUrlField(field.name)] = fileUrl(value as StoredFile | null);
  }
  return answer;
}

function rowsAnswer(entry: ProfileFormList, loaded: LoadedProfile | undefined): ProfileAnswerRow[] {
  const rows = loaded?.lists[entry.list.name] ?? [];
  return rows.map((row) => ({
    id: row.id,
    ...fieldsAnswer(entry.list.fields, row),
    ...(entry.rowTag ? { [entry.rowTag.name]: entry.rowTag.value } : {}),
  }));
}

function documentsAnswer(specs: readonly ProfileDocumentSpec[], loaded: LoadedProfile): ProfileDocumentAnswer[] {
  return specs.map((spec) => {
    const stored = loaded.profile.documents?.find((document) => document.document_type_id === spec.document_type_id);
    const storage = storedFile(stored?.storage);
    return {
      document_type_id: spec.document_type_id,
      document_name: spec.label,
      document_value: typeof stored?.value === 'string' && stored.value !== '' ? stored.value : null,
      storage,
      storage_url: fileUrl(storage),
    };
  });
}

const lookupIds = (value: ProfileValue | undefined): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

function common(user: UserRecord, loaded: LoadedProfile) {
  const { profile } = loaded;
  const bank = profile.bank_details;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    role: user.role,
    user: { id: user.id, name: user.name, email: user.email },
    account_id: profile.account_id,
    status: String(profile.status ?? 'pending'),
    review: registrationReviewOf(profile),
    grade: typeof profile.grade === 'string' ? profile.grade : null,
    bank_details: bank
      ? {
          favouring_name: text(bank.favouring_name),
          account_no: text(bank.account_no),
          bank_name: text(bank.bank_name),
          branch_name: text(bank.branch_name),
          ifsc_code: text(bank.ifsc_code),
        }
      : null,
    created_at: String(profile.created_at ?? ''),
    updated_at: String(profile.updated_at ?? ''),
  };
}

/** Every SPEC §7 list key of one kind's answer; the other kind's lists are present and empty. */
function listsAnswer(own: readonly ProfileFormList[], loaded: LoadedProfile) {
  const all = [...contractorProfileLists, ...organizationProfileLists];
  const owned = new Set(own.map((entry) => entry.list.name));
  return Object.fromEntries(
    all.map((entry) => [entry.list.name, owned.has(entry.list.name) ? rowsAnswer(entry, loaded) : []]),
  ) as Record<string, ProfileAnswerRow[]>;
}

/** Basic's fields with the work types the contractor and builder forms select. */
function withWorkTypes(fields: readonly FieldSpec[], loaded: LoadedProfile): ProfileBasicAnswer {
  const stored = loaded.profile.basic ?? {};
  return {
    ...fieldsAnswer(fields, stored),
    material_work_type_id: typeof stored.material_work_type_id === 'number' ? stored.material_work_type_id : null,
    with_labour_material: lookupIds(stored.with_labour_material),
  };
}

export function contractorProfileData(user: UserRecord, loaded: LoadedProfile): ContractorProfileData {
  const basic = withWorkTypes(contractorProfileBasicFields, loaded);
  return {
    ...common(user, loaded),
    kind: 'contractor',
    basic,
    ...(listsAnswer(contractorProfileLists, loaded) as Omit<
      ContractorProfileData,
      'contractor_documents' | 'documents' | keyof ReturnType<typeof common> | 'kind' | 'basic'
    >),
    contractor_documents: documentsAnswer(contractorProfileDocuments, loaded),
    documents: [],
  };
}

export function organizationProfileData(user: UserRecord, loaded: LoadedProfile): OrganizationProfileData {
  return {
    ...common(user, loaded),
    kind: 'organization',
    basic: fieldsAnswer(organizationProfileBasicFields, loaded.profile.basic ?? {}),
    ...(listsAnswer(organizationProfileLists, loaded) as Omit<
      OrganizationProfileData,
      'contractor_documents' | 'documents' | keyof ReturnType<typeof common> | 'kind' | 'basic'
    >),
    contractor_documents: [],
    documents: documentsAnswer(organizationProfileDocuments, loaded),
  };
}

/** The builder form's fields, every tab's (company with work types, director); bank details as every kind's. */
const builderBasicFields = builderProfileForms.flatMap((form) => form.fields as readonly FieldSpec[]);

export function builderProfileData(user: UserRecord, loaded: LoadedProfile): BuilderProfileData {
  return { ...common(user, loaded), kind: 'builder', basic: withWorkTypes(builderBasicFields, loaded) };
}

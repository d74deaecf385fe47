import type { FieldSpec, ListSpec } from '@tender/shared/field-spec';
import type { ProfileDocumentSpec } from '@tender/shared/profile-fields';
import type { StoredFile, UploadRef } from '@tender/shared/schemas/uploads';
import { uploadMessages, type UploadPurpose } from '@tender/shared/upload-rules';
import type {
  BankDetails,
  ProfileDocument,
  ProfileFields,
  ProfileList,
  ProfileValue,
} from '../../data/profiles-repository';
import { ConflictError } from '../../platform/errors';
import type { UploadClaim } from '../uploads/accept-uploads';
import { uploadIdOf } from '../uploads/upload-keys';

// The company profile's content, translated in one place for every form that writes it (the three
// registrations and every profile tab), pure: a parsed body's fields, bank details, documents table
// and list rows become the values stored, its file fields the upload claims (named by their paths
// in the form), and each claimed file's stored file takes its UploadRef's place. A new field kind
// is taught here, once.

/** A stored file by its path in the form (`director_avatar`, `document_1.storage`, `turnovers.0.certificate_storage`). */
export type FileOf = (path: string) => StoredFile | null;

/** A part of a parsed body (the body, its bank details, a document row, a list row): values by field name. */
export type FormSection = { readonly [name: string]: unknown };

/** A list row as a parsed body carries it: its fields and, for a row the profile holds, its id. */
export type FormRow = FormSection & { readonly id?: number };

/** What a parsed body (a registration, a profile tab) carries beside its fields, as its zod schema types it. */
export type ContentBody = FormSection & {
  readonly bank_details?: FormSection;
  readonly material_work_type_id?: number;
  readonly with_labour_material?: readonly number[];
};

/** The parts of a form that are profile content (a ProfileFormSpec is one). */
export type ContentSpec = {
  /** Top-level fields, stored in `basic`. */
  fields: readonly FieldSpec[];
  /** material_work_type_id (a select) and with_labour_material (checkboxes). */
  workTypes?: boolean;
  /** The bank_details section. */
  bank?: boolean;
  /** The documents table (document_1..document_4). */
  documents?: readonly ProfileDocumentSpec[];
  lists: readonly { list: ListSpec }[];
};

/** The whole content of a new profile: what registration stores. */
export type ProfileContent = {
  basic: ProfileFields;
  bank_details: BankDetails | null;
  documents: ProfileDocument[];
  lists: ProfileList[];
};

export const isUploadRef = (value: unknown): value is UploadRef =>
  typeof value === 'object' && value !== null && typeof (value as UploadRef).key === 'string';

const isSection = (value: unknown): value is FormSection => typeof value === 'object' && value !== null;
const isRow = (value: unknown): value is FormRow =>
  isSection(value) && (value.id === undefined || typeof value.id === 'number');
const sectionOf = (value: unknown): FormSection => (isSection(value) ? value : {});

/** The rows a body sends for a list (none when it sends none). */
export function rowsOf(body: FormSection, list: ListSpec): FormRow[] {
  const rows = body[list.name];
  return Array.isArray(rows) ? rows.filter(isRow) : [];
}

const rowPrefix = (list: ListSpec, index: number) => `${list.name}.${index}.`;

/** A file field's stored file: the claimed upload's (or the kept file), null when the field is empty. */
function storedFile(value: unknown, path: string, fileOf: FileOf): StoredFile | null {
  return isUploadRef(value) ? fileOf(path) : null;
}

/** One field's value to store: a file becomes its stored file, text and numbers stay, empty is null. */
export function storedValue(field: FieldSpec, value: unknown, path: string, fileOf: FileOf): ProfileValue {
  if (field.kind === 'file') return storedFile(value, path, fileOf);
  if (typeof value === 'string' || typeof value === 'number') return value;
  return null;
}

/** The values of a section's fields (prefix: the section's path in the form, ending with a dot, or empty). */
export function sectionValues(
  fields: readonly FieldSpec[],
  section: FormSection,
  fileOf: FileOf,
  prefix = '',
): ProfileFields {
  return Object.fromEntries(
    fields.map((field) => [field.name, storedValue(field, section[field.name], `${prefix}${field.name}`, fileOf)]),
  );
}

/** The upload claims of a section's file fields, by their paths in the form. */
export function sectionClaims(fields: readonly FieldSpec[], section: FormSection, prefix = ''): UploadClaim[] {
  return fields.flatMap((field) => {
    const ref = section[field.name];
    if (field.kind !== 'file' || !isUploadRef(ref)) return [];
    return [{ field: `${prefix}${field.name}`, ref, purpose: field.purpose as UploadPurpose }];
  });
}

/** One list row's values (its id is the caller's to give). */
export function rowValues(list: ListSpec, row: FormSection, index: number, fileOf: FileOf): ProfileFields {
  return sectionValues(list.fields, row, fileOf, rowPrefix(list, index));
}

export function rowClaims(list: ListSpec, rows: readonly FormSection[]): UploadClaim[] {
  return rows.flatMap((row, index) => sectionClaims(list.fields, row, rowPrefix(list, index)));
}

/** The selected work type and 'Labour with material' options, as stored in `basic`. */
function workTypeValues(body: ContentBody): ProfileFields {
  return {
    material_work_type_id: body.material_work_type_id ?? null,
    with_labour_material: [...(body.with_labour_material ?? [])],
  };
}

/** The top-level fields (and the work types, where the form has them), as stored in `basic`. */
export function basicValues(spec: ContentSpec, body: ContentBody, fileOf: FileOf): ProfileFields {
  return { ...sectionValues(spec.fields, body, fileOf), ...(spec.workTypes ? workTypeValues(body) : {}) };
}

const BANK_FIELDS = ['favouring_name', 'account_no', 'bank_name', 'branch_name', 'ifsc_code'] as const;

/** Bank details as given; null when the optional section was left empty. */
export function bankDetailsOf(section: FormSection | undefined): BankDetails | null {
  const bank = sectionOf(section);
  const value = (name: string) => {
    const given = bank[name];
    return typeof given === 'string' && given !== '' ? given : null;
  };
  const details: BankDetails = Object.fromEntries(BANK_FIELDS.map((name) => [name, value(name)])) as BankDetails;
  return Object.values(details).every((entry) => entry === null) ? null : details;
}

/** The documents table's rows in document type order (document_n is type n, SPEC §3), whatever type id a client sent. */
export function documentValues(
  specs: readonly ProfileDocumentSpec[],
  body: FormSection,
  fileOf: FileOf,
): ProfileDocument[] {
  return specs.map((document) => {
    const row = sectionOf(body[document.name]);
    const value = storedValue(document.value, row.value, `${document.name}.value`, fileOf);
    return {
      document_type_id: document.document_type_id,
      value: typeof value === 'string' ? value : value === null ? null : String(value),
      storage: storedFile(row.storage, `${document.name}.storage`, fileOf),
    };
  });
}

/** Every upload a form's body claims: its fields, then the documents table, then the lists' rows. */
export function contentClaims(spec: ContentSpec, body: ContentBody): UploadClaim[] {
  const documents = (spec.documents ?? []).flatMap((document) =>
    sectionClaims([document.file], sectionOf(body[document.name]), `${document.name}.`),
  );
  const lists = spec.lists.flatMap(({ list }) => rowClaims(list, rowsOf(body, list)));
  return [...sectionClaims(spec.fields, body), ...documents, ...lists];
}

/** A new profile's content: every part of the form, list rows numbered 1..n in the order given. */
export function newProfileContent(spec: ContentSpec, body: ContentBody, fileOf: FileOf): ProfileContent {
  return {
    basic: basicValues(spec, body, fileOf),
    bank_details: spec.bank ? bankDetailsOf(body.bank_details) : null,
    documents: spec.documents ? documentValues(spec.documents, body, fileOf) : [],
    // Ids a client sent are not the server's to take.
    lists: spec.lists.map(({ list }) => ({
      name: list.name,
      rows: rowsOf(body, list).map((row, index) => ({ ...rowValues(list, row, index, fileOf), id: index + 1 })),
    })),
  };
}

/** A 409 for an upload used meanwhile (a cancelled transaction's upload entry), on the field that claimed it. */
export function uploadConflict(claims: readonly UploadClaim[], uploadId: string | undefined, cause: unknown) {
  const claim = claims.find((candidate) => uploadIdOf(candidate.ref.key) === uploadId);
  const field = claim?.field ?? 'uploads';
  return new ConflictError(uploadMessages.unavailable, { cause, errors: { [field]: [uploadMessages.unavailable] } });
}

// One profile tab's Formik values from GET /profile, and the body its Save sends (SPEC.md §7, the
// bodies of shared/schemas/profile.ts): `form`, only that tab's fields, rows with the server's id
// (rows without one are added), and the ids of removed rows in the tab's `*_removed` lists. Stored
// files stay StoredFiles in the form (so they show View) and go back as { key, file_name } to keep them.
import type { FieldSpec, ListSpec } from '@tender/shared/field-spec';
import {
  profileLoginFields,
  tabBankFields,
  type ProfileFormList,
  type ProfileFormSpec,
} from '@tender/shared/profile-fields';
import { turnoverYears } from '@tender/shared/registration-fields';
import type { ProfileAnswerRow, ProfileAnswerValue, ProfileDocumentAnswer } from '@tender/shared/schemas/profile';
import type { UploadRef } from '@tender/shared/schemas/uploads';
import type { FormikValues } from 'formik';
import { emptyRow } from '../../lib/forms/yup-from-fields';
import type { UploadValue } from '../../lib/upload/upload-schema';
import type { ProfileData } from './profile-tabs';

export type TabValues = FormikValues;
export type TabBody = Record<string, unknown> & { form: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored file as the upload field holds it; anything else is no file. */
function fileValue(value: unknown): UploadValue {
  return isRecord(value) && typeof value.key === 'string' && typeof value.file_name === 'string'
    ? (value as unknown as UploadValue)
    : null;
}

/** An answer's value as the form holds it: text ('' for none), numbers as their digits, files as they are. */
function fieldValue(field: FieldSpec, value: ProfileAnswerValue | number[] | undefined): unknown {
  if (field.kind === 'file') return fileValue(value);
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
}

function rowValues(row: ProfileAnswerRow, list: ListSpec): FormikValues {
  return {
    id: row.id,
    ...Object.fromEntries(list.fields.map((field) => [field.name, fieldValue(field, row[field.name])])),
  };
}

function listValues(entry: ProfileFormList, profile: ProfileData, now: Date): FormikValues[] {
  const { list } = entry;
  const stored = ((profile as unknown as Record<string, unknown>)[list.name] ?? []) as ProfileAnswerRow[];
  if (entry.wholeList) {
    // Turnover: one row per previous calendar year (SPEC §9), the stored one where it exists.
    return turnoverYears(now).map((year) => {
      const row = stored.find((candidate) => Number(candidate.year) === year);
      return row ? { ...rowValues(row, list), year: String(year) } : { ...emptyRow(list), year: String(year) };
    });
  }
  return stored.length > 0 ? stored.map((row) => rowValues(row, list)) : [emptyRow(list)];
}

/** The documents table of the profile's kind (contractor: contractor_documents; organisation: documents; builder: none). */
function storedDocuments(profile: ProfileData): ProfileDocumentAnswer[] {
  if (profile.kind === 'builder') return [];
  return profile.kind === 'contractor' ? profile.contractor_documents : profile.documents;
}

/** The tab's values from the loaded profile. */
export function tabValues(spec: ProfileFormSpec, profile: ProfileData, now = new Date()): TabValues {
  const basic = profile.basic;
  const values: TabValues = Object.fromEntries(
    spec.fields.map((field) => [field.name, fieldValue(field, basic[field.name])]),
  );
  if (spec.workTypes) {
    const workType = basic.material_work_type_id;
    values.material_work_type_id = typeof workType === 'number' ? String(workType) : '';
    const labour = basic.with_labour_material;
    values.with_labour_material = Array.isArray(labour) ? labour.map(String) : [];
  }
  if (spec.bank) {
    const bank = (profile.bank_details ?? {}) as Record<string, string | null>;
    values.bank_details = Object.fromEntries(tabBankFields(spec).map((field) => [field.name, bank[field.name] ?? '']));
  }
  if (spec.form === 'basic') values.current_password = '';
  if (spec.documents) {
    const stored = storedDocuments(profile);
    for (const document of spec.documents) {
      const row = stored.find((candidate) => candidate.document_type_id === document.document_type_id);
      values[document.name] = { value: row?.document_value ?? '', storage: fileValue(row?.storage) };
    }
  }
  for (const entry of spec.lists) {
    values[entry.list.name] = listValues(entry, profile, now);
    if (entry.removed) values[entry.removed] = [];
  }
  return values;
}

/** A file field's value as a body sends it: the upload (new) or the stored file's key (kept), or null. */
function fileRef(value: unknown): UploadRef | null {
  return isRecord(value) && typeof value.key === 'string' && value.key !== ''
    ? { key: value.key, file_name: String(value.file_name ?? '') }
    : null;
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

function bodyValue(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'file') return fileRef(value);
  return value ?? '';
}

const section = (fields: readonly FieldSpec[], values: FormikValues) =>
  Object.fromEntries(fields.map((field) => [field.name, bodyValue(field, values[field.name])]));

function rowsBody(list: ListSpec, rows: unknown): Record<string, unknown>[] {
  return (Array.isArray(rows) ? (rows as FormikValues[]) : []).map((row) => ({
    ...(typeof row.id === 'number' ? { id: row.id } : {}),
    ...section(list.fields, row),
  }));
}

const removedIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** Letters in capitals where the server keeps them so: PAN and GSTIN values, the IFSC. */
const UPPER_DOCUMENTS = new Set(['document_1', 'document_2']);

/** The body of the tab's Save. */
export function tabBody(spec: ProfileFormSpec, values: TabValues): TabBody {
  const body: TabBody = { form: spec.form, ...section(spec.fields, values) };
  if (spec.workTypes) {
    body.material_work_type_id = values.material_work_type_id ?? '';
    body.with_labour_material = Array.isArray(values.with_labour_material) ? values.with_labour_material : [];
  }
  if (spec.bank) {
    const bank = isRecord(values.bank_details) ? values.bank_details : {};
    body.bank_details = { ...section(tabBankFields(spec), bank), ifsc_code: upper(bank.ifsc_code ?? '') };
  }
  if (spec.form === 'basic' && typeof values.current_password === 'string' && values.current_password !== '') {
    body.current_password = values.current_password;
  }
  for (const document of spec.documents ?? []) {
    const row = isRecord(values[document.name]) ? (values[document.name] as FormikValues) : {};
    const value = row.value ?? '';
    body[document.name] = {
      value: UPPER_DOCUMENTS.has(document.name) ? upper(value) : value,
      storage: fileRef(row.storage),
    };
  }
  for (const entry of spec.lists) {
    body[entry.list.name] = rowsBody(entry.list, values[entry.list.name]);
    if (entry.removed) body[entry.removed] = removedIds(values[entry.removed]);
  }
  return body;
}

const normalEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Whether the Basic tab moves the email address or mobile number the account logs in with (the
 * server then asks the current password): a value other than the stored one, and not the login's.
 */
export function movesLogin(values: TabValues, profile: ProfileData): boolean {
  const login = profileLoginFields[profile.kind];
  const email = normalEmail(values[login.email]);
  const mobile = trimmed(values[login.mobile]);
  const emailMoves =
    email !== '' && email !== normalEmail(profile.basic[login.email]) && email !== normalEmail(profile.user.email);
  const mobileMoves = mobile !== '' && mobile !== trimmed(profile.basic[login.mobile]);
  return emailMoves || mobileMoves;
}

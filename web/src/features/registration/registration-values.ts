// What the registration forms hold (strings as typed, UploadRef | null for files, rows as objects)
// and the JSON bodies they send (shared/schemas/registration.ts). The server trims and turns numbers
// into numbers itself; the bodies only pick the described fields, put PAN, GSTIN and IFSC in
// capitals, and add the request id that makes a retried submit safe.
import type { FieldSpec, ListSpec } from '@tender/shared/field-spec';
import {
  bankFields,
  buyerCompanyFields,
  buyerDirectorFields,
  buyerDocuments,
  builderDirectorFields,
  builderFields,
  directorFields,
  organizationDirectorsList,
  organizationWorksList,
  turnoverYears,
  turnoversList,
  vendorCompanyFields,
  vendorDocuments,
  vendorStepTwoLists,
  type DocumentRowSpec,
} from '@tender/shared/registration-fields';
import type { FormikValues } from 'formik';
import { emptyRow, emptySection } from '../../lib/forms/yup-from-fields';

export type FormValues = FormikValues;
export type Body = Record<string, unknown>;

const documents = (rows: readonly DocumentRowSpec[]) =>
  Object.fromEntries(rows.map((row) => [row.name, { value: '', storage: null }]));

const workTypes = { material_work_type_id: '', with_labour_material: [] as string[] };

/** The turnover rows: one per previous calendar year, newest first; the year is fixed. */
export function turnoverRows(now: Date) {
  return turnoverYears(now).map((year) => ({ ...emptyRow(turnoversList), year: String(year) }));
}

export function vendorStepOneValues(): FormValues {
  return {
    ...emptySection(vendorCompanyFields),
    ...workTypes,
    ...emptySection(directorFields),
    ...documents(vendorDocuments),
    bank_details: emptySection(bankFields),
    privacy_consent: false,
  };
}

export function vendorValues(now = new Date()): FormValues {
  const lists = Object.fromEntries(vendorStepTwoLists.map((list) => [list.name, [emptyRow(list)]]));
  return { ...vendorStepOneValues(), ...lists, turnovers: turnoverRows(now), payment_id: '', order_id: '' };
}

export function quickValues(): FormValues {
  return { ...vendorStepOneValues(), payment_id: '', order_id: '' };
}

export function buyerValues(): FormValues {
  return {
    ...emptySection(buyerCompanyFields),
    ...emptySection(buyerDirectorFields),
    ...documents(buyerDocuments),
    bank_details: emptySection(bankFields),
    organization_directors: [emptyRow(organizationDirectorsList)],
    organization_works: [emptyRow(organizationWorksList)],
    privacy_consent: false,
  };
}

export function builderValues(): FormValues {
  return {
    ...emptySection(builderFields),
    ...workTypes,
    ...emptySection(builderDirectorFields),
    bank_details: emptySection(bankFields),
    privacy_consent: false,
  };
}

/** The consent to the privacy policy as the body carries it (the server refuses anything but true). */
const consent = (values: FormValues): Body => ({ privacy_consent: values.privacy_consent === true });

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

const pick = (values: FormValues, fields: readonly FieldSpec[]): Body =>
  Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? (field.kind === 'file' ? null : '')]));

const bankBody = (values: FormValues): Body => {
  const bank = (values.bank_details ?? {}) as FormValues;
  return { ...pick(bank, bankFields), ifsc_code: upper(bank.ifsc_code ?? '') };
};

const documentsBody = (values: FormValues, rows: readonly DocumentRowSpec[]): Body =>
  Object.fromEntries(
    rows.map((row) => {
      const document = (values[row.name] ?? {}) as FormValues;
      const value = document.value ?? '';
      return [
        row.name,
        {
          value: row.name === 'document_1' || row.name === 'document_2' ? upper(value) : value,
          storage: document.storage ?? null,
        },
      ];
    }),
  );

/** A list's rows with only the described fields (and the server id a saved row has). */
export const listBody = (values: FormValues, list: ListSpec): Body[] =>
  (Array.isArray(values[list.name]) ? (values[list.name] as FormValues[]) : []).map((row) => ({
    ...(typeof row.id === 'number' ? { id: row.id } : {}),
    ...pick(row, list.fields),
  }));

const payment = (values: FormValues): Body =>
  values.payment_id ? { payment_id: values.payment_id, order_id: values.order_id || undefined } : {};

const workTypeBody = (values: FormValues): Body => ({
  material_work_type_id: values.material_work_type_id ?? '',
  with_labour_material: Array.isArray(values.with_labour_material) ? values.with_labour_material : [],
});

/** POST /contractors/register: the full wizard, or the quick form with is_quick_register. */
export function contractorBody(values: FormValues, options: { quick: boolean; requestId: string }): Body {
  const body: Body = {
    ...pick(values, [...vendorCompanyFields, ...directorFields]),
    ...workTypeBody(values),
    bank_details: bankBody(values),
    ...documentsBody(values, vendorDocuments),
    ...payment(values),
    ...consent(values),
    request_id: options.requestId,
  };
  if (options.quick) return { ...body, is_quick_register: true };
  for (const list of vendorStepTwoLists) body[list.name] = listBody(values, list);
  return body;
}

/** POST /organizations/register. */
export function organizationBody(values: FormValues, options: { requestId: string }): Body {
  return {
    ...pick(values, [...buyerCompanyFields, ...buyerDirectorFields]),
    bank_details: bankBody(values),
    ...documentsBody(values, buyerDocuments),
    organization_directors: listBody(values, organizationDirectorsList),
    organization_works: listBody(values, organizationWorksList),
    ...consent(values),
    request_id: options.requestId,
  };
}

/** POST /builders/register. */
export function builderBody(values: FormValues, options: { requestId: string }): Body {
  return {
    ...pick(values, [...builderFields, ...builderDirectorFields]),
    pan_no: upper(values.pan_no ?? ''),
    gstin: upper(values.gstin ?? ''),
    ...workTypeBody(values),
    bank_details: bankBody(values),
    ...consent(values),
    request_id: options.requestId,
  };
}

const trimmed = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** What the checkout window is filled in with: the registrant's name, email and mobile. */
export const paymentPrefill = (values: FormValues) => ({
  name: trimmed(values.name),
  email: trimmed(values.email),
  contact: trimmed(values.mobile_no),
});

// The yup pieces every company form shares (registration and the profile tabs): the identity checks
// the server runs on the documents table (PAN form, GSTIN state, the PAN inside it and its check
// character, pin code) and on the IFSC, the adult director, and Type of Material/Work with 'Labour
// with material'. Each runs after the field's own SPEC rules pass, where the server puts it.
import type { FieldSpec } from '@tender/shared/field-spec';
import { gstinProblem, ifscProblem, panProblem, pinCodeProblem } from '@tender/shared/identity-rules';
import {
  directorAgeProblem,
  documentFileField,
  documentValueField,
  registrationMessages as m,
  type DocumentRowSpec,
} from '@tender/shared/registration-fields';
import { getIn } from 'formik';
import { mixed, object, type AnyObject } from 'yup';
import { yupField, yupSection, type FieldRule } from './yup-from-fields';

export type DocumentName = DocumentRowSpec['name'];

/** One row of a documents table: its name, the document's label, the typed value and the file, described. */
export type DocumentTableRow = { name: DocumentName; label: string; value: FieldSpec; file: FieldSpec };

/** Registration's documents rows as table rows (the profile's ProfileDocumentSpec rows already are). */
export function documentTableRows(rows: readonly DocumentRowSpec[]): DocumentTableRow[] {
  return rows.map((row) => ({
    name: row.name,
    label: row.label,
    value: documentValueField(row),
    file: documentFileField(row),
  }));
}

const text = (root: AnyObject, path: string) => {
  const value: unknown = getIn(root, path);
  return typeof value === 'string' ? value.trim() : '';
};

/** The server's identity checks, each on the field it names, only for a value of the right length. */
export const panRule: FieldRule = (value) => (value.length === 10 ? panProblem(value) : undefined);
export const gstinRule =
  (panPath: string): FieldRule =>
  (value, root) =>
    value.length === 15 ? gstinProblem(value, text(root, panPath) || undefined) : undefined;
export const pinRule: FieldRule = (value) => (/^\d{6}$/.test(value) ? pinCodeProblem(value) : undefined);
export const ifscRule: FieldRule = (value) => ifscProblem(value);

/** The director's date of birth: at least 18 years before today (UTC), as the server counts it. */
export const adultRule =
  (now: () => Date = () => new Date()): FieldRule =>
  (value) =>
    directorAgeProblem(value, now());

const DOCUMENT_RULES: Partial<Record<DocumentName, FieldRule>> = {
  document_1: panRule,
  document_2: gstinRule('document_1.value'),
  document_3: pinRule,
};

/** The documents table's rows as yup objects ({ value, storage } each), with the identity checks. */
export function documentsShape(rows: readonly DocumentTableRow[]) {
  return Object.fromEntries(
    rows.map((row) => [
      row.name,
      object({
        value: yupField(row.value, { rule: DOCUMENT_RULES[row.name] }),
        storage: yupField(row.file),
      }),
    ]),
  );
}

const LOOKUP_ID = /^[1-9]\d{0,8}$/;
const isLookupId = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 999_999_999) ||
  (typeof value === 'string' && LOOKUP_ID.test(value));

/** Type of Material/Work (a select) and 'Labour with material' (checkboxes), as the server reads them. */
export const workTypeShape = {
  material_work_type_id: mixed()
    .nullable()
    .test('lookup', m.selectWorkType, (value) => isLookupId(value)),
  with_labour_material: mixed()
    .nullable()
    .test('labour', function labourMaterial(value) {
      if (!Array.isArray(value) || value.length === 0) return this.createError({ message: m.selectLabourMaterial });
      const unknown = value.length > 50 || !value.every(isLookupId) || new Set(value.map(String)).size !== value.length;
      return unknown ? this.createError({ message: m.labourMaterialUnknown }) : true;
    }),
};

/** Bank details with the IFSC checked as the server checks it. */
export const bankSchema = (fields: readonly FieldSpec[]) => yupSection(fields, { rules: { ifsc_code: ifscRule } });

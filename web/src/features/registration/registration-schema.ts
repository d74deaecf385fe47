// The registration forms' yup schemas, built from the same field descriptions as the server's zod
// bodies (shared/schemas/registration.ts) and giving the same first message per field:
// registration-schema.test.ts feeds both the same broken bodies. The identity checks (PAN form, GSTIN
// state, PAN inside it and check character, IFSC, pin code) and the adult director run as the visitor
// types, after SPEC's own alphanumeric/length messages, exactly where the server puts them.
import type { FieldSpec } from '@tender/shared/field-spec';
import { gstinProblem, ifscProblem, panProblem, pinCodeProblem } from '@tender/shared/identity-rules';
import {
  bankFields,
  buyerCompanyFields,
  buyerDirectorFields,
  buyerDocuments,
  builderDirectorFields,
  builderFields,
  directorAgeProblem,
  directorFields,
  documentFileField,
  documentValueField,
  organizationDirectorsList,
  optionalBankFields,
  organizationWorksList,
  registrationMessages as m,
  vendorCompanyFields,
  vendorDocuments,
  vendorStepTwoLists,
  type DocumentRowSpec,
} from '@tender/shared/registration-fields';
import { getIn } from 'formik';
import { mixed, object, type AnyObject } from 'yup';
import { yupField, yupList, yupSection, type FieldRule } from '../../lib/forms/yup-from-fields';

export type DocumentName = DocumentRowSpec['name'];

export { documentFileField, documentValueField, optionalBankFields };

const text = (root: AnyObject, path: string) => {
  const value: unknown = getIn(root, path);
  return typeof value === 'string' ? value.trim() : '';
};

/** The server's identity checks, each on the field it names, only for a value of the right length. */
const panRule: FieldRule = (value) => (value.length === 10 ? panProblem(value) : undefined);
const gstinRule =
  (panPath: string): FieldRule =>
  (value, root) =>
    value.length === 15 ? gstinProblem(value, text(root, panPath) || undefined) : undefined;
const pinRule: FieldRule = (value) => (/^\d{6}$/.test(value) ? pinCodeProblem(value) : undefined);
const ifscRule: FieldRule = (value) => ifscProblem(value);

/** The director's date of birth: at least 18 years before today (UTC), as the server counts it. */
export const adultRule =
  (now: () => Date = () => new Date()): FieldRule =>
  (value) =>
    directorAgeProblem(value, now());

function documentsShape(rows: readonly DocumentRowSpec[]) {
  const rules: Partial<Record<DocumentName, FieldRule>> = {
    document_1: panRule,
    document_2: gstinRule('document_1.value'),
    document_3: pinRule,
  };
  return Object.fromEntries(
    rows.map((row) => [
      row.name,
      object({
        value: yupField(documentValueField(row), { rule: row.value ? rules[row.name] : undefined }),
        storage: yupField(documentFileField(row)),
      }),
    ]),
  );
}

const LOOKUP_ID = /^[1-9]\d{0,8}$/;
const isLookupId = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 999_999_999) ||
  (typeof value === 'string' && LOOKUP_ID.test(value));

/** Type of Material/Work (a select) and 'Labour with material' (checkboxes), as the server reads them. */
const workTypeShape = {
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

const bank = (fields: readonly FieldSpec[]) => yupSection(fields, { rules: { ifsc_code: ifscRule } });

export type SchemaOptions = { now?: () => Date };

/** Vendor step 1 and the quick form: Company/Firm, Director, Upload Documents, Bank. */
export function vendorStepOneSchema({ now }: SchemaOptions = {}) {
  return yupSection([...vendorCompanyFields, ...directorFields], { rules: { director_dob: adultRule(now) } }).shape({
    ...workTypeShape,
    ...documentsShape(vendorDocuments),
    bank_details: bank(optionalBankFields),
  });
}

/** Vendor step 2 (Pre Qualification Form): the eight lists. */
export function vendorStepTwoSchema() {
  return object(Object.fromEntries(vendorStepTwoLists.map((list) => [list.name, yupList(list)])));
}

/** The buyer form. */
export function buyerSchema({ now }: SchemaOptions = {}) {
  return yupSection([...buyerCompanyFields, ...buyerDirectorFields], { rules: { director_dob: adultRule(now) } }).shape(
    {
      ...documentsShape(buyerDocuments),
      bank_details: bank(optionalBankFields),
      organization_directors: yupList(organizationDirectorsList),
      organization_works: yupList(organizationWorksList),
    },
  );
}

/** The builder form: every field required, bank details too. */
export function builderSchema({ now }: SchemaOptions = {}) {
  return yupSection([...builderFields, ...builderDirectorFields], {
    rules: { pan_no: panProblem, gstin: gstinRule('pan_no'), director_dob: adultRule(now) },
  }).shape({ ...workTypeShape, bank_details: bank(bankFields) });
}

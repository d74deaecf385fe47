// zod pieces both the registration bodies and the profile saves use: the work type fields, the
// identity checks of the documents table and the bank details' IFSC. zod/mini (./mini.ts).
import type { FieldSpec } from '../field-spec';
import {
  gstinProblem,
  ifscProblem,
  PAN_HOLDER_TYPES,
  panProblem,
  PIN_CODE_PATTERN,
  pinCodeProblem,
} from '../identity-rules';
import { registrationMessages as m } from '../registration-fields';
import { sectionSchema } from './field-schema';
import * as z from './mini';

export type RefineContext = {
  addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void;
};

/** Adds an issue at `path` when there is a message. */
export const report = (context: RefineContext, path: (string | number)[], message: string | undefined) => {
  if (message) context.addIssue({ code: 'custom', path, message });
};

const SELECT_MAX = 50;
/** A lookup id as a select or checkbox gives it: a positive whole number, or its digits. */
export const lookupId = (message: string) =>
  // z.preprocess of classic zod is this pipe: a transform first, then the schema.
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : value,
    ),
    z.number({ error: message }).check(z.int(message), z.positive(message), z.maximum(999_999_999, message)),
  );

/** Type of Material/Work (a work type) and the 'Labour with material' options (materials). */
export const workTypeFields = {
  material_work_type_id: lookupId(m.selectWorkType),
  with_labour_material: z.array(lookupId(m.labourMaterialUnknown), { error: m.selectLabourMaterial }).check(
    z.minLength(1, m.selectLabourMaterial),
    z.maxLength(SELECT_MAX, m.labourMaterialUnknown),
    z.refine((ids: number[]) => new Set(ids).size === ids.length, m.labourMaterialUnknown),
  ),
};

type Documents = Partial<Record<'document_1' | 'document_2' | 'document_3', { value: unknown } | undefined>>;

/**
 * PAN form, GSTIN (state, the PAN inside it, check character), pin code: beyond SPEC's lengths
 *, each only once the value has SPEC's length, so SPEC's message comes first.
 */
export function identityIssues(documents: Documents, context: RefineContext) {
  const text = (name: keyof Documents) => {
    const value = documents[name]?.value;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const pan = text('document_1');
  const gstin = text('document_2');
  const pin = text('document_3');
  report(context, ['document_1', 'value'], pan && pan.length === 10 ? panProblem(pan) : undefined);
  report(context, ['document_2', 'value'], gstin && gstin.length === 15 ? gstinProblem(gstin, pan) : undefined);
  report(context, ['document_3', 'value'], pin && /^\d{6}$/.test(pin) ? pinCodeProblem(pin) : undefined);
}

/**
 * The identity checks above as the document states them (case-insensitive, as the checks upper-case
 * first). The GSTIN's holds its shape and state code; the PAN inside it and its check character
 * are rules between characters and fields that JSON Schema cannot state (the contracts list them).
 */
export const IDENTITY_FORMS = {
  pan: `^[A-Za-z]{3}[${PAN_HOLDER_TYPES}${PAN_HOLDER_TYPES.toLowerCase()}][A-Za-z]\\d{4}[A-Za-z]$`,
  gstin: '^(?:0[1-9]|[12]\\d|3[0-8]|97|99)[A-Za-z]{5}\\d{4}[A-Za-z][1-9A-Za-z][Zz][0-9A-Za-z]$',
  pinCode: PIN_CODE_PATTERN.source,
  ifsc: '^[A-Za-z]{4}0[A-Za-z0-9]{6}$',
} as const;

/** The document rows' forms by name: document_1 holds the PAN, document_2 the GSTIN, document_3 the pin code. */
export const DOCUMENT_FORMS: Partial<Record<string, string>> = {
  document_1: IDENTITY_FORMS.pan,
  document_2: IDENTITY_FORMS.gstin,
  document_3: IDENTITY_FORMS.pinCode,
};

/** Bank details from their field descriptions, with the IFSC's shape checked when one is given. */
export function bankDetailsSchema(fields: readonly FieldSpec[]) {
  return sectionSchema(fields, undefined, { ifsc_code: IDENTITY_FORMS.ifsc }).check(
    z.superRefine((bank, context) => {
      const ifsc = (bank as Record<string, unknown>).ifsc_code;
      report(context, ['ifsc_code'], typeof ifsc === 'string' && ifsc !== '' ? ifscProblem(ifsc) : undefined);
    }),
  );
}

// The registration bodies (SPEC.md §3 Vendor/contractor registration, Buyer/organization, Builder
// form) as JSON: files are UploadRefs from POST /uploads (DESIGN.md §4), lists are arrays.
import * as z from 'zod';
import { fieldMessages } from '../field-spec';
import { gstinProblem, ifscProblem, panProblem, pinCodeProblem } from '../identity-rules';
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
  turnoverYears,
  vendorCompanyFields,
  vendorDocuments,
  vendorStepTwoLists,
  type DocumentRowSpec,
} from '../registration-fields';
import { fieldSchema, listSchema, sectionSchema } from './field-schema';

type Issue = { path: (string | number)[]; message: string };
type Context = { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void };
const report = (context: Context, issue: Issue | undefined) => {
  if (issue) context.addIssue({ code: 'custom', ...issue });
};

const SELECT_MAX = 50;
/** A lookup id as a select or checkbox gives it: a positive whole number, or its digits. */
const lookupId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).positive(message).max(999_999_999, message),
  );

const workTypeFields = {
  material_work_type_id: lookupId(m.selectWorkType),
  with_labour_material: z
    .array(lookupId(m.labourMaterialUnknown), { error: m.selectLabourMaterial })
    .min(1, m.selectLabourMaterial)
    .max(SELECT_MAX, m.labourMaterialUnknown)
    .refine((ids) => new Set(ids).size === ids.length, m.labourMaterialUnknown),
};

/** A client's idempotency key: a retried submit with the same id answers the first result. */
const requestId = z.uuid({ error: 'request_id must be a UUID.' }).optional();

function documentRowSchema(row: DocumentRowSpec) {
  return z.object({
    document_type_id: z.number().int().positive().optional(),
    value: fieldSchema(documentValueField(row)),
    storage: fieldSchema(documentFileField(row)),
  });
}

const documentsSchema = (rows: readonly DocumentRowSpec[]) =>
  Object.fromEntries(rows.map((row) => [row.name, documentRowSchema(row)])) as Record<
    'document_1' | 'document_2' | 'document_3' | 'document_4',
    ReturnType<typeof documentRowSchema>
  >;

type Documents = Partial<Record<'document_1' | 'document_2' | 'document_3', { value: unknown } | undefined>>;

/** PAN form, GSTIN (state, PAN inside, check character), pin code: beyond SPEC's lengths (issue 7 item 9). */
function identityIssues(documents: Documents, context: Context) {
  const text = (name: keyof Documents) => {
    const value = documents[name]?.value;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const pan = text('document_1');
  const gstin = text('document_2');
  const pin = text('document_3');
  const panIssue = pan && pan.length === 10 ? panProblem(pan) : undefined;
  report(context, panIssue ? { path: ['document_1', 'value'], message: panIssue } : undefined);
  const gstinIssue = gstin && gstin.length === 15 ? gstinProblem(gstin, pan) : undefined;
  report(context, gstinIssue ? { path: ['document_2', 'value'], message: gstinIssue } : undefined);
  const pinIssue = pin && /^\d{6}$/.test(pin) ? pinCodeProblem(pin) : undefined;
  report(context, pinIssue ? { path: ['document_3', 'value'], message: pinIssue } : undefined);
}

/** Bank details: every field required for builders; optional for vendors and buyers, but checked when given. */
function bankSchema(required: boolean) {
  return sectionSchema(required ? bankFields : optionalBankFields).superRefine((bank, context) => {
    const ifsc = bank.ifsc_code;
    const problem = typeof ifsc === 'string' && ifsc !== '' ? ifscProblem(ifsc) : undefined;
    report(context, problem ? { path: ['ifsc_code'], message: problem } : undefined);
  });
}

/** The director's date of birth: a real day, at least 18 years before today. */
function adultIssue(dob: unknown, now: Date): string | undefined {
  return typeof dob === 'string' ? directorAgeProblem(dob, now) : undefined;
}

const paymentFields = {
  payment_id: z
    .string()
    .regex(/^pay_[A-Za-z0-9]{1,40}$/, 'payment_id is not a payment id.')
    .optional(),
  order_id: z
    .string()
    .regex(/^order_[A-Za-z0-9]{1,40}$/, 'order_id is not an order id.')
    .optional(),
};

type StepTwoList = (typeof vendorStepTwoLists)[number];
const stepTwoShape = Object.fromEntries(vendorStepTwoLists.map((list) => [list.name, listSchema(list).optional()])) as {
  [L in StepTwoList as L['name']]: z.ZodOptional<ReturnType<typeof listSchema<L>>>;
};

/**
 * POST /contractors/register: the full vendor wizard (steps 1 and 2, and the payment of step 3 when
 * the fee applies) or, with is_quick_register, the quick form (step 1 and payment only).
 */
export function contractorRegistrationSchema(now = new Date()) {
  return sectionSchema(vendorCompanyFields)
    .extend(sectionSchema(directorFields).shape)
    .extend({
      ...workTypeFields,
      bank_details: bankSchema(false),
      ...documentsSchema(vendorDocuments),
      ...stepTwoShape,
      ...paymentFields,
      is_quick_register: z.boolean().default(false),
      request_id: requestId,
    })
    .superRefine((body, context) => {
      identityIssues(body, context);
      const adult = adultIssue(body.director_dob, now);
      report(context, adult ? { path: ['director_dob'], message: adult } : undefined);
      if (body.is_quick_register) return;
      for (const list of vendorStepTwoLists) {
        if (('optional' in list && list.optional) || body[list.name] !== undefined) continue;
        report(context, { path: [list.name], message: fieldMessages.atLeastOneRow(list.title) });
      }
      const turnovers = body.turnovers as { year: number }[] | undefined;
      if (turnovers) {
        const years = turnovers.map((row) => row.year).sort();
        const expected = turnoverYears(now).sort();
        if (years.join() !== expected.join()) report(context, { path: ['turnovers'], message: m.turnoverYears });
      }
    });
}
export const ContractorRegistration = contractorRegistrationSchema();
export type ContractorRegistration = z.infer<typeof ContractorRegistration>;

/** POST /organizations/register: the buyer form. */
export function organizationRegistrationSchema(now = new Date()) {
  return sectionSchema(buyerCompanyFields)
    .extend(sectionSchema(buyerDirectorFields).shape)
    .extend({
      bank_details: bankSchema(false),
      ...documentsSchema(buyerDocuments),
      organization_directors: listSchema(organizationDirectorsList),
      organization_works: listSchema(organizationWorksList),
      request_id: requestId,
    })
    .superRefine((body, context) => {
      identityIssues(body, context);
      const adult = adultIssue(body.director_dob, now);
      report(context, adult ? { path: ['director_dob'], message: adult } : undefined);
    });
}
export const OrganizationRegistration = organizationRegistrationSchema();
export type OrganizationRegistration = z.infer<typeof OrganizationRegistration>;

/** POST /builders/register: the builder form (no files). */
export function builderRegistrationSchema(now = new Date()) {
  return sectionSchema(builderFields)
    .extend(sectionSchema(builderDirectorFields).shape)
    .extend({ ...workTypeFields, bank_details: bankSchema(true), request_id: requestId })
    .superRefine((body, context) => {
      const pan = typeof body.pan_no === 'string' ? body.pan_no : '';
      const gstin = typeof body.gstin === 'string' ? body.gstin : '';
      const panIssue = pan === '' ? undefined : panProblem(pan);
      report(context, panIssue ? { path: ['pan_no'], message: panIssue } : undefined);
      const gstinIssue = gstin === '' ? undefined : gstinProblem(gstin, pan);
      report(context, gstinIssue ? { path: ['gstin'], message: gstinIssue } : undefined);
      const adult = adultIssue(body.director_dob, now);
      report(context, adult ? { path: ['director_dob'], message: adult } : undefined);
    });
}
export const BuilderRegistration = builderRegistrationSchema();
export type BuilderRegistration = z.infer<typeof BuilderRegistration>;

/** 201 of every registration: the new account's id; the mail with the password is on its way. */
export const RegistrationAnswer = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ id: z.number().int(), email: z.string() }),
});
export type RegistrationAnswer = z.infer<typeof RegistrationAnswer>;

// The registration bodies (SPEC.md §3 Vendor/contractor registration, Buyer/organization, Builder
// form) as JSON: files are UploadRefs from POST /uploads (DESIGN.md §4), lists are arrays.
// zod/mini (./mini.ts): the registration bundles carry these.
import { fieldMessages } from '../field-spec';
import { gstinProblem, panProblem } from '../identity-rules';
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
import {
  bankDetailsSchema,
  DOCUMENT_FORMS,
  IDENTITY_FORMS,
  identityIssues,
  type RefineContext,
  report,
  workTypeFields,
} from './company-checks';
import { fieldSchema, listSchema, sectionSchema } from './field-schema';
import { documented } from './documented';
import * as z from './mini';
import { privacyConsent } from './privacy-consent';

/** A client's idempotency key: a retried submit with the same id answers the first result. */
const requestId = z.optional(z.uuid({ error: 'request_id must be a UUID.' }));

function documentRowSchema(row: DocumentRowSpec) {
  return z.object({
    document_type_id: z.optional(z.number().check(z.int(), z.positive())),
    value: fieldSchema(documentValueField(row), undefined, DOCUMENT_FORMS[row.name]),
    storage: fieldSchema(documentFileField(row)),
  });
}

const documentsSchema = (rows: readonly DocumentRowSpec[]) =>
  Object.fromEntries(rows.map((row) => [row.name, documentRowSchema(row)])) as Record<
    'document_1' | 'document_2' | 'document_3' | 'document_4',
    ReturnType<typeof documentRowSchema>
  >;

/** Bank details: every field required for builders; optional for vendors and buyers, but checked when given. */
const bankSchema = (required: boolean) => bankDetailsSchema(required ? bankFields : optionalBankFields);

/** The director's date of birth: a real day, at least 18 years before today. */
function adultIssue(dob: unknown, now: Date): string | undefined {
  return typeof dob === 'string' ? directorAgeProblem(dob, now) : undefined;
}

/** What every company registration is checked for beyond its fields: identity documents, an adult director. */
function companyIssues(
  body: Parameters<typeof identityIssues>[0] & { director_dob?: unknown },
  context: RefineContext,
  now: Date,
) {
  identityIssues(body, context);
  report(context, ['director_dob'], adultIssue(body.director_dob, now));
}

const paymentFields = {
  payment_id: z.optional(z.string().check(z.regex(/^pay_[A-Za-z0-9]{1,40}$/, 'payment_id is not a payment id.'))),
  order_id: z.optional(z.string().check(z.regex(/^order_[A-Za-z0-9]{1,40}$/, 'order_id is not an order id.'))),
};

type StepTwoList = (typeof vendorStepTwoLists)[number];
const stepTwoShape = Object.fromEntries(
  vendorStepTwoLists.map((list) => [list.name, z.optional(listSchema(list))]),
) as {
  [L in StepTwoList as L['name']]: z.ZodMiniOptional<ReturnType<typeof listSchema<L>>>;
};

/**
 * POST /contractors/register: the full vendor wizard (steps 1 and 2, and the payment of step 3 when
 * the fee applies) or, with is_quick_register, the quick form (step 1 and payment only).
 */
/** The full wizard gives every list of step 2 that is not optional; the quick form none. */
const stepTwoRequired = documented({
  anyOf: [
    { required: vendorStepTwoLists.filter((list) => !('optional' in list && list.optional)).map((list) => list.name) },
    { properties: { is_quick_register: { const: true } }, required: ['is_quick_register'] },
  ],
});

export function contractorRegistrationSchema(now = new Date()) {
  return z
    .extend(z.extend(sectionSchema(vendorCompanyFields), sectionSchema(directorFields).shape), {
      ...workTypeFields,
      bank_details: bankSchema(false),
      ...documentsSchema(vendorDocuments),
      ...stepTwoShape,
      ...paymentFields,
      is_quick_register: z._default(z.boolean(), false),
      privacy_consent: privacyConsent,
      request_id: requestId,
    })
    .check(
      z.superRefine((body, context) => {
        companyIssues(body, context, now);
        if (body.is_quick_register) return;
        for (const list of vendorStepTwoLists) {
          if (('optional' in list && list.optional) || body[list.name] !== undefined) continue;
          report(context, [list.name], fieldMessages.atLeastOneRow(list.title));
        }
        const turnovers = body.turnovers as { year: number }[] | undefined;
        if (turnovers) {
          const years = turnovers.map((row) => row.year).sort();
          const expected = turnoverYears(now).sort();
          if (years.join() !== expected.join()) report(context, ['turnovers'], m.turnoverYears);
        }
      }),
      stepTwoRequired,
    );
}
export const ContractorRegistration = contractorRegistrationSchema();
export type ContractorRegistration = z.infer<typeof ContractorRegistration>;

/** POST /organizations/register: the buyer form. */
export function organizationRegistrationSchema(now = new Date()) {
  return z
    .extend(z.extend(sectionSchema(buyerCompanyFields), sectionSchema(buyerDirectorFields).shape), {
      bank_details: bankSchema(false),
      ...documentsSchema(buyerDocuments),
      organization_directors: listSchema(organizationDirectorsList),
      organization_works: listSchema(organizationWorksList),
      privacy_consent: privacyConsent,
      request_id: requestId,
    })
    .check(z.superRefine((body, context) => companyIssues(body, context, now)));
}
export const OrganizationRegistration = organizationRegistrationSchema();
export type OrganizationRegistration = z.infer<typeof OrganizationRegistration>;

/** POST /builders/register: the builder form (no files). */
export function builderRegistrationSchema(now = new Date()) {
  return z
    .extend(
      z.extend(
        sectionSchema(builderFields, undefined, { pan_no: IDENTITY_FORMS.pan, gstin: IDENTITY_FORMS.gstin }),
        sectionSchema(builderDirectorFields).shape,
      ),
      {
        ...workTypeFields,
        bank_details: bankSchema(true),
        privacy_consent: privacyConsent,
        request_id: requestId,
      },
    )
    .check(
      z.superRefine((body, context) => {
        const pan = typeof body.pan_no === 'string' ? body.pan_no : '';
        const gstin = typeof body.gstin === 'string' ? body.gstin : '';
        const panIssue = pan === '' ? undefined : panProblem(pan);
        report(context, ['pan_no'], panIssue);
        const gstinIssue = gstin === '' ? undefined : gstinProblem(gstin, pan);
        report(context, ['gstin'], gstinIssue);
        const adult = adultIssue(body.director_dob, now);
        report(context, ['director_dob'], adult);
      }),
    );
}
export const BuilderRegistration = builderRegistrationSchema();
export type BuilderRegistration = z.infer<typeof BuilderRegistration>;

/** 201 of every registration: the new account's id; the mail with the password is on its way. */
export const RegistrationAnswer = z.object({
  error: z.literal(false),
  message: z.string(),
  data: z.object({ id: z.number().check(z.int()), email: z.string() }),
});
export type RegistrationAnswer = z.infer<typeof RegistrationAnswer>;

// The Builder's profile saves (POST|PUT /builders/{id}): one tab per section of the builder form
// (shared/profile-fields.ts builderProfileForms), each checked as its registration checks it
// (POST /builders/register, shared/schemas/registration.ts). Its answers are in ./profile.ts.
// zod/mini (./mini.ts): the profile bundles carry these.
import { gstinProblem, panProblem } from '../identity-rules';
import { builderProfileForms } from '../profile-fields';
import { bankFields, builderDirectorFields, builderFields } from '../registration-fields';
import { bankDetailsSchema, IDENTITY_FORMS, type RefineContext, report, workTypeFields } from './company-checks';
import { sectionSchema } from './field-schema';
import * as z from './mini';
import { currentPassword, directorAgeProblem } from './profile';

/** The builder form's PAN and GSTIN (the PAN inside it), as its registration checks them. */
function builderIdentityIssues(body: { pan_no?: unknown; gstin?: unknown }, context: RefineContext) {
  const pan = typeof body.pan_no === 'string' ? body.pan_no : '';
  const gstin = typeof body.gstin === 'string' ? body.gstin : '';
  report(context, ['pan_no'], pan === '' ? undefined : panProblem(pan));
  report(context, ['gstin'], gstin === '' ? undefined : gstinProblem(gstin, pan));
}

export function builderProfileSaveSchema(now = new Date()) {
  const basic = z
    .extend(sectionSchema(builderFields, undefined, { pan_no: IDENTITY_FORMS.pan, gstin: IDENTITY_FORMS.gstin }), {
      form: z.literal('basic'),
      ...workTypeFields,
      current_password: currentPassword,
    })
    .check(z.superRefine((body, context) => builderIdentityIssues(body, context)));
  const director = z
    .extend(sectionSchema(builderDirectorFields), { form: z.literal('director') })
    .check(
      z.superRefine((body, context) => report(context, ['director_dob'], directorAgeProblem(body.director_dob, now))),
    );
  const bank = z.object({ form: z.literal('bank'), bank_details: bankDetailsSchema(bankFields) });
  return z.discriminatedUnion('form', [basic, director, bank], {
    error: `form must be one of ${builderProfileForms.map((spec) => spec.form).join(', ')}.`,
  });
}
export const BuilderProfileSave = builderProfileSaveSchema();
export type BuilderProfileSave = z.infer<typeof BuilderProfileSave>;
export type BuilderProfileSaveInput = z.input<typeof BuilderProfileSave>;

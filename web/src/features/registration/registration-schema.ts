// The registration forms' yup schemas, built from the same field descriptions as the server's zod
// bodies (shared/schemas/registration.ts) and giving the same first message per field:
// registration-schema.test.ts feeds both the same broken bodies. The identity checks (PAN form, GSTIN
// state, PAN inside it and check character, IFSC, pin code) and the adult director run as the visitor
// types, after SPEC's own alphanumeric/length messages, exactly where the server puts them.
import { panProblem } from '@tender/shared/identity-rules';
import {
  bankFields,
  buyerCompanyFields,
  buyerDirectorFields,
  buyerDocuments,
  builderDirectorFields,
  builderFields,
  directorFields,
  organizationDirectorsList,
  optionalBankFields,
  organizationWorksList,
  vendorCompanyFields,
  vendorDocuments,
  vendorStepTwoLists,
} from '@tender/shared/registration-fields';
import { object } from 'yup';
import {
  adultRule,
  bankSchema as bank,
  documentsShape,
  documentTableRows,
  gstinRule,
  workTypeShape,
} from '../../lib/forms/company-schema';
import { privacyConsentRule } from '../../lib/forms/privacy-consent-rule';
import { yupList, yupSection } from '../../lib/forms/yup-from-fields';

export { optionalBankFields };

export type SchemaOptions = { now?: () => Date };

/** Vendor step 1 and the quick form: Company/Firm, Director, Upload Documents, Bank. */
export function vendorStepOneSchema({ now }: SchemaOptions = {}) {
  return yupSection([...vendorCompanyFields, ...directorFields], { rules: { director_dob: adultRule(now) } }).shape({
    ...workTypeShape,
    ...documentsShape(documentTableRows(vendorDocuments)),
    bank_details: bank(optionalBankFields),
    privacy_consent: privacyConsentRule(),
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
      ...documentsShape(documentTableRows(buyerDocuments)),
      bank_details: bank(optionalBankFields),
      organization_directors: yupList(organizationDirectorsList),
      organization_works: yupList(organizationWorksList),
      privacy_consent: privacyConsentRule(),
    },
  );
}

/** The builder form: every field required, bank details too. */
export function builderSchema({ now }: SchemaOptions = {}) {
  return yupSection([...builderFields, ...builderDirectorFields], {
    rules: { pan_no: panProblem, gstin: gstinRule('pan_no'), director_dob: adultRule(now) },
  }).shape({ ...workTypeShape, bank_details: bank(bankFields), privacy_consent: privacyConsentRule() });
}

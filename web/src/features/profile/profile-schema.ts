// A profile tab's yup schema, built from the same tab description as the server's zod body
// (shared/schemas/profile.ts) with the same first message per field: profile-schema.test.ts feeds
// both the same broken bodies. Formik runs it before Save, so an invalid tab sends nothing.
import { panProblem } from '@tender/shared/identity-rules';
import { profileMessages, tabBankFields, type ProfileFormSpec } from '@tender/shared/profile-fields';
import { mixed, type AnySchema, type ObjectShape } from 'yup';
import { adultRule, bankSchema, documentsShape, gstinRule, workTypeShape } from '../../lib/forms/company-schema';
import { yupList, yupSection, type FieldRule } from '../../lib/forms/yup-from-fields';
import type { ProfileData } from './profile-tabs';
import { movesLogin } from './profile-values';

export type TabSchemaOptions = {
  now?: () => Date;
  /** The loaded profile: the Basic tab asks the current password when it moves the login. */
  profile?: ProfileData;
};

export function tabSchema(spec: ProfileFormSpec, { now, profile }: TabSchemaOptions = {}): AnySchema {
  const named = (name: string) => spec.fields.some((field) => field.name === name);
  const rules: Record<string, FieldRule> = named('director_dob') ? { director_dob: adultRule(now) } : {};
  // The builder's PAN and GSTIN fields, as its registration form checks them.
  if (named('pan_no')) Object.assign(rules, { pan_no: panProblem, gstin: gstinRule('pan_no') });
  const shape: ObjectShape = {};
  if (spec.workTypes) Object.assign(shape, workTypeShape);
  if (spec.bank) shape.bank_details = bankSchema(tabBankFields(spec));
  if (spec.documents) Object.assign(shape, documentsShape(spec.documents));
  for (const entry of spec.lists) shape[entry.list.name] = yupList(entry.list);
  if (spec.form === 'basic' && profile) {
    shape.current_password = mixed()
      .nullable()
      .test('current-password', profileMessages.currentPasswordForLogin, function currentPassword(value) {
        if (!movesLogin(this.parent as Record<string, unknown>, profile)) return true;
        return typeof value === 'string' && value !== '';
      });
  }
  return yupSection(spec.fields, { rules }).shape(shape);
}

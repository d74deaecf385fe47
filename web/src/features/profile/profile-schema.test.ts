// Every profile tab's form (yup) and the save body's zod (shared/schemas/profile.ts) refuse the same
// body with the same first message per field: the body each tab sends, then each value a visitor
// types or uploads broken in turn with a set of bad values.
import { identityMessages } from '@tender/shared/identity-rules';
import {
  builderProfileForms,
  contractorProfileForms,
  organizationProfileForms,
  profileMessages,
  type ProfileFormSpec,
} from '@tender/shared/profile-fields';
import { registrationMessages } from '@tender/shared/registration-fields';
import { builderProfileSaveSchema } from '@tender/shared/schemas/builder-profile';
import { contractorProfileSaveSchema, organizationProfileSaveSchema } from '@tender/shared/schemas/profile';
import { setIn } from 'formik';
import { describe, expect, it } from 'vitest';
import type * as z from '@tender/shared/schemas/mini';
import { yupDottedMessages, zodDottedMessages } from '../../testing/schema-parity';
import { builderProfile } from '../../testing/builder-profile-fixture';
import { contractorProfile, organizationProfile, storedFile } from '../../testing/profile-fixtures';
import type { ProfileData } from './profile-tabs';
import { tabSchema } from './profile-schema';
import { tabBody, tabValues } from './profile-values';

const NOW = new Date();
const TMP_KEY = 'tmp/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60';

type Tab = { kind: string; spec: ProfileFormSpec; zod: z.ZodMiniType; profile: ProfileData };

/** A tab's values with what the registration left empty filled in, so the body is valid. */
function validValues(tab: Tab) {
  const values = tabValues(tab.spec, tab.profile, NOW);
  if (tab.spec.form === 'document_certificate') {
    values.turnovers[2] = { ...values.turnovers[2], amount: '800', certificate_storage: storedFile(9) };
  }
  if (tab.kind === 'organization' && tab.spec.form === 'basic') values.billing_name = 'PMHS Billing';
  if (tab.spec.form === 'documents') {
    values.document_2.value = '27AAPFU0939F1ZV';
    values.document_4.value = 'Electricity bill';
  }
  return values;
}

const tabs: Tab[] = [
  ...contractorProfileForms.map((spec) => ({
    kind: 'contractor',
    spec,
    zod: contractorProfileSaveSchema(NOW),
    profile: contractorProfile(NOW),
  })),
  ...organizationProfileForms.map((spec) => ({
    kind: 'organization',
    spec,
    zod: organizationProfileSaveSchema(NOW),
    profile: organizationProfile(),
  })),
  ...builderProfileForms.map((spec) => ({
    kind: 'builder',
    spec,
    zod: builderProfileSaveSchema(NOW),
    profile: builderProfile(),
  })),
];

const isFile = (value: unknown) => Boolean(value && typeof value === 'object' && 'key' in value);

function leaves(value: unknown, prefix = ''): string[] {
  if (isFile(value) || value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

/** Not typed: the form name, row ids, removed ids, the fixed turnover years, checkbox ids, the password. */
const NOT_TYPED = /^(form|.*\.id|.*_removed(\.\d+)?|turnovers\.\d+\.year|with_labour_material\.\d+|current_password)$/;
const FILE_PATH = /(storage|director_avatar)$/;

const BAD_TEXT: unknown[] = ['', '   ', null, 'x'.repeat(1001), 'abc', 'ab$c', '12', '2099', '2024-02-30', 'a\u202Eb'];
const BAD_FILES: unknown[] = [
  null,
  'scan.pdf',
  { key: 'tmp/not-a-uuid', file_name: 'a.pdf' },
  { key: TMP_KEY, file_name: ' ' },
];

const label = (tab: Tab) => `${tab.kind} ${tab.spec.tab}`;

describe.each(tabs.map((tab) => [label(tab), tab] as const))('%s tab: same messages as the server', (_, tab) => {
  // The current password a moved login needs is checked by the server's domain, not its zod: left out here.
  const schema = tabSchema(tab.spec);

  it('accepts the body it sends', async () => {
    const body = tabBody(tab.spec, validValues(tab));
    expect(zodDottedMessages(tab.zod, body)).toEqual({});
    expect(await yupDottedMessages(schema, body)).toEqual({});
  });

  it('breaks each typed value in turn with each bad value', async () => {
    const body = tabBody(tab.spec, validValues(tab));
    const paths = leaves(body).filter((path) => !NOT_TYPED.test(path));
    expect(paths.length).toBeGreaterThan(1);
    for (const path of paths) {
      for (const value of FILE_PATH.test(path) ? BAD_FILES : BAD_TEXT) {
        const broken = setIn(body, path, value);
        expect(await yupDottedMessages(schema, broken), `${path} = ${JSON.stringify(value)}`).toEqual(
          zodDottedMessages(tab.zod, broken),
        );
      }
    }
  }, 30_000);
});

describe('profile rules by name', () => {
  const find = (kind: string, form: string) => tabs.find((tab) => tab.kind === kind && tab.spec.form === form)!;

  it("organisation Documents: every value required ('This field can't be kept empty.')", async () => {
    const tab = find('organization', 'documents');
    const body = setIn(tabBody(tab.spec, validValues(tab)), 'document_4.value', '');
    expect(await yupDottedMessages(tabSchema(tab.spec), body)).toEqual({
      'document_4.value': profileMessages.documentValue,
    });
  });

  it('Certificates: the GSTIN must hold the PAN', async () => {
    const tab = find('contractor', 'document_certificate');
    const body = setIn(tabBody(tab.spec, validValues(tab)), 'document_1.value', 'AAGCB7383J');
    expect(await yupDottedMessages(tabSchema(tab.spec), body)).toEqual({
      'document_2.value': identityMessages.gstinPan,
    });
  });

  it('organisation Partner: experience numeric', async () => {
    const tab = find('organization', 'partners');
    const body = setIn(tabBody(tab.spec, validValues(tab)), 'organization_directors.0.experience', 'ten');
    expect(await yupDottedMessages(tabSchema(tab.spec), body)).toEqual({
      'organization_directors.0.experience': profileMessages.experienceYears,
    });
  });

  it('Partner and Staff: at most 5 directors', async () => {
    const tab = find('contractor', 'directorTechnicalStaff');
    const director = { name: 'A', qualification: 'B', experience: 'C' };
    const body = {
      ...tabBody(tab.spec, validValues(tab)),
      director_proprietor: Array.from({ length: 6 }, () => director),
    };
    expect((await yupDottedMessages(tabSchema(tab.spec), body)).director_proprietor).toMatch(/at most 5 rows/);
  });

  it('Basic: a new login email or mobile needs the current password; the same ones do not', async () => {
    const tab = find('contractor', 'basic');
    const schema = tabSchema(tab.spec, { profile: tab.profile });
    const values = validValues(tab);
    expect(await yupDottedMessages(schema, values)).toEqual({});
    expect(await yupDottedMessages(schema, { ...values, email: 'asha.new@example.com' })).toEqual({
      current_password: profileMessages.currentPasswordForLogin,
    });
    expect(
      await yupDottedMessages(schema, { ...values, mobile_no: '9822099999', current_password: 'Old-Password-1' }),
    ).toEqual({});
  });

  it('Basic: the director must be an adult; a type of work is chosen', async () => {
    const tab = find('contractor', 'basic');
    const today = NOW.toISOString().slice(0, 10);
    const values = { ...validValues(tab), director_dob: today, material_work_type_id: '' };
    expect(await yupDottedMessages(tabSchema(tab.spec), values)).toEqual({
      director_dob: registrationMessages.dobAdult,
      material_work_type_id: registrationMessages.selectWorkType,
    });
  });

  it('Builder Company: the GSTIN must hold the PAN, and a new company email needs the current password', async () => {
    const tab = find('builder', 'basic');
    const schema = tabSchema(tab.spec, { profile: tab.profile });
    const values = validValues(tab);
    expect(await yupDottedMessages(schema, values)).toEqual({});
    expect(await yupDottedMessages(schema, { ...values, pan_no: 'AAGCB7383J' })).toEqual({
      gstin: identityMessages.gstinPan,
    });
    expect(await yupDottedMessages(schema, { ...values, company_email: 'new@example.com' })).toEqual({
      current_password: profileMessages.currentPasswordForLogin,
    });
  });

  it('Builder Bank: every bank field stays required, as registered', async () => {
    const tab = find('builder', 'bank');
    const body = setIn(tabBody(tab.spec, validValues(tab)), 'bank_details.account_no', '');
    expect(Object.keys(await yupDottedMessages(tabSchema(tab.spec), body))).toEqual(['bank_details.account_no']);
    expect(Object.keys(zodDottedMessages(tab.zod, body))).toEqual(['bank_details.account_no']);
  });
});

// The registration forms (yup) and the API (zod, shared/schemas/registration.ts) must refuse the same
// body with the same first message per field. Valid sample bodies, then every field broken in turn
// with each of a set of bad values, for the full vendor wizard, the quick form, the buyer and the
// builder; and the identity checks, the adult director and the list limits by name.
import { identityMessages } from '@tender/shared/identity-rules';
import { registrationMessages as m } from '@tender/shared/registration-fields';
import {
  BuilderRegistration,
  ContractorRegistration,
  OrganizationRegistration,
} from '@tender/shared/schemas/registration';
import { setIn } from 'formik';
import { describe, expect, it } from 'vitest';
import type * as z from '@tender/shared/schemas/mini';
import {
  builderBody as builderSample,
  buyerBody as buyerSample,
  uniqueContact,
  vendorStepOne,
  vendorStepTwo,
} from '../../../../test/support/registration-samples';
import { yupDottedMessages, zodDottedMessages } from '../../testing/schema-parity';
import { builderSchema, buyerSchema, vendorStepOneSchema, vendorStepTwoSchema } from './registration-schema';

const TMP_KEY = 'tmp/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60';
const file = () => ({ key: TMP_KEY, file_name: 'scan.pdf' });
type Sample = Record<string, unknown>;

const vendorSample = (): Sample => ({ ...vendorStepOne(file, uniqueContact()), ...vendorStepTwo(file) });
const quickSample = (): Sample => ({ ...vendorStepOne(file, uniqueContact()), is_quick_register: true });

/** The sample as the form holds it: numbers as the text typed. */
const asTyped = (value: unknown): unknown => {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(asTyped);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, asTyped(inner)]));
  }
  return value;
};

const isFile = (value: unknown) => Boolean(value && typeof value === 'object' && 'key' in value);

/** Dotted paths of every value a visitor types or uploads. */
function leaves(value: unknown, prefix = ''): string[] {
  if (isFile(value) || value === null || typeof value !== 'object') return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([key, inner]) => leaves(inner, prefix ? `${prefix}.${key}` : key));
}

/** Not typed in the form: the request id and flags it adds, the fixed turnover years, checkbox ids. */
const NOT_TYPED = /^(is_quick_register|request_id|turnovers\.\d+\.year|with_labour_material\.\d+)$/;

const BAD_TEXT: unknown[] = [
  '',
  '   ',
  null,
  'x'.repeat(1001),
  'abc',
  'ab$c',
  '12',
  '0',
  '2099',
  '2024-02-30',
  'a\u202Eb',
  '982201234567890',
];
/** The file fields (a file left out is null, so the value alone does not tell). */
const FILE_PATH = /(storage|director_avatar)$/;
const BAD_FILES: unknown[] = [
  null,
  'scan.pdf',
  { key: 'tmp/not-a-uuid', file_name: 'a.pdf' },
  { key: TMP_KEY, file_name: ' ' },
];

type Form = { name: string; zod: z.ZodMiniType; yup: Parameters<typeof yupDottedMessages>[0]; sample: () => Sample };

const forms: Form[] = [
  {
    name: 'vendor wizard',
    zod: ContractorRegistration,
    yup: vendorStepOneSchema().concat(vendorStepTwoSchema()),
    sample: vendorSample,
  },
  { name: 'quick vendor', zod: ContractorRegistration, yup: vendorStepOneSchema(), sample: quickSample },
  { name: 'buyer', zod: OrganizationRegistration, yup: buyerSchema(), sample: () => buyerSample(file) },
  { name: 'builder', zod: BuilderRegistration, yup: builderSchema(), sample: () => builderSample() },
];

async function expectSame(form: Form, body: unknown, label: string) {
  const expected = zodDottedMessages(form.zod, body);
  expect(await yupDottedMessages(form.yup, body as Sample), `${form.name}: ${label}`).toEqual(expected);
}

describe.each(forms)('$name form: same messages as the server', (form) => {
  it('accepts the valid sample, as sent and as typed', async () => {
    expect(zodDottedMessages(form.zod, form.sample())).toEqual({});
    expect(await yupDottedMessages(form.yup, form.sample())).toEqual({});
    expect(await yupDottedMessages(form.yup, asTyped(form.sample()) as Sample)).toEqual({});
  });

  it('breaks each field in turn with each bad value', async () => {
    const sample = asTyped(form.sample()) as Sample;
    const paths = leaves(sample).filter((path) => !NOT_TYPED.test(path));
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      const bad = FILE_PATH.test(path) ? BAD_FILES : BAD_TEXT;
      for (const value of bad) await expectSame(form, setIn(sample, path, value), `${path} = ${JSON.stringify(value)}`);
    }
    // Some hundred full validations of both schemas: seconds on a busy 2-core machine.
  }, 60_000);
});

describe('registration identity checks and limits, by name', () => {
  const [vendor, , buyer, builder] = forms as [Form, Form, Form, Form];
  const messages = async (form: Form, body: Sample) => {
    const expected = zodDottedMessages(form.zod, body);
    const actual = await yupDottedMessages(form.yup, body);
    expect(actual).toEqual(expected);
    return actual;
  };
  const withValue = (sample: Sample, path: string, value: unknown) => setIn(sample, path, value) as Sample;

  it('PAN holder type, GSTIN check character and embedded PAN, pin code, IFSC', async () => {
    expect(await messages(vendor, withValue(vendorSample(), 'document_1.value', 'AAPXU0939F'))).toEqual({
      'document_1.value': identityMessages.panForm,
    });
    expect(await messages(vendor, withValue(vendorSample(), 'document_2.value', '27AAPFU0939F1ZW'))).toEqual({
      'document_2.value': identityMessages.gstinCheck,
    });
    expect(await messages(vendor, withValue(vendorSample(), 'document_1.value', 'AAGCB7383J'))).toEqual({
      'document_2.value': identityMessages.gstinPan,
    });
    expect(await messages(vendor, withValue(vendorSample(), 'document_2.value', '99AAPFU0939F1ZV'))).toMatchObject({
      'document_2.value': expect.any(String),
    });
    expect(await messages(vendor, withValue(vendorSample(), 'document_3.value', '011045'))).toEqual({
      'document_3.value': identityMessages.pinCode,
    });
    expect(await messages(vendor, withValue(vendorSample(), 'bank_details.ifsc_code', 'HDFC1001234'))).toEqual({
      'bank_details.ifsc_code': identityMessages.ifsc,
    });
    expect(await messages(buyer, withValue(buyerSample(file), 'document_1.value', 'AAPF$0939F'))).toEqual({
      'document_1.value': m.panAlphanumeric,
    });
    expect(await messages(builder, { ...builderSample(), gstin: '29AAGCB7383J1Z4' })).toEqual({
      gstin: identityMessages.gstinPan,
    });
  });

  it('SPEC length messages come before the identity checks', async () => {
    expect(await messages(vendor, withValue(vendorSample(), 'document_1.value', 'AAPXU0939'))).toEqual({
      'document_1.value': m.panLength,
    });
  });

  it('the director must be an adult', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await messages(vendor, { ...vendorSample(), director_dob: today })).toEqual({ director_dob: m.dobAdult });
  });

  it('lists: at most 5 directors, at least one row, labour options', async () => {
    const director = { name: 'A', qualification: 'B', experience: 'C' };
    const six = { ...vendorSample(), director_proprietor: Array.from({ length: 6 }, () => director) };
    expect((await messages(vendor, six)).director_proprietor).toMatch(/at most 5 rows/);
    expect((await messages(vendor, { ...vendorSample(), technical_staff: [] })).technical_staff).toMatch(
      /at least one row/,
    );
    expect(await messages(vendor, { ...vendorSample(), with_labour_material: [] })).toEqual({
      with_labour_material: m.selectLabourMaterial,
    });
    expect(await messages(vendor, { ...vendorSample(), material_work_type_id: '' })).toEqual({
      material_work_type_id: m.selectWorkType,
    });
  });
});

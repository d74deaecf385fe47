// The form's yup schemas built from field descriptions must refuse exactly what the server's zod
// schemas built from the same descriptions refuse, with the same first message: every kind, required
// and optional, valid and broken values, sections and lists.
import type { FieldKind, FieldSpec, ListSpec } from '@tender/shared/field-spec';
import { fieldSchema, listSchema, sectionSchema } from '@tender/shared/schemas/field-schema';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { zodDottedMessages, yupDottedMessages } from '../../testing/schema-parity';
import { fieldProblem, yupField, yupList, yupSection } from './yup-from-fields';

const YEAR = new Date().getFullYear();
const TMP_KEY = 'tmp/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60';

const spec = (kind: FieldKind, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name: 'value',
  label: 'Value',
  kind,
  required: 'Please enter value.',
  invalid: 'Value is not right.',
  ...extra,
});

/** Values tried for every kind: the empty ones, typical right and wrong ones, hostile text. */
const common: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'abc',
  'ABC123',
  '123',
  ' 42 ',
  42,
  0,
  -1,
  12.5,
  Number.NaN,
  true,
  {},
  [],
  'x'.repeat(201),
  'x'.repeat(1001),
  'bidi \u202E text',
  'nul \u0000',
  'line\nbreak',
  'पुणे',
];

const byKind: Record<FieldKind, { specs: FieldSpec[]; values: unknown[] }> = {
  text: { specs: [spec('text'), spec('text', { required: undefined }), spec('text', { max: 5 })], values: [] },
  longText: { specs: [spec('longText'), spec('longText', { required: undefined })], values: ['a\nb\tc'] },
  email: {
    specs: [spec('email'), spec('email', { invalid: undefined }), spec('email', { required: undefined })],
    values: ['a@b.co', 'a@b', 'a..b@c.in', ' asha@example.in ', 'asha@example.in\u202E', `${'a'.repeat(195)}@x.in`],
  },
  phone: {
    specs: [
      spec('phone', { length: 10, lengthMessage: 'Ten digits.' }),
      spec('phone', { length: 10, invalid: undefined, lengthMessage: undefined }),
      spec('phone', { length: 10, required: undefined }),
    ],
    values: ['9822012345', '982201234', '98220123456', '98220 12345', '+919822012345', '982201234a'],
  },
  digits: {
    specs: [spec('digits', { max: 15 }), spec('digits', { length: 6, lengthMessage: 'Six.' })],
    values: ['411045', '41104', '4110456', '1234567890123456', '0'],
  },
  alphanumeric: {
    specs: [
      spec('alphanumeric', { length: 10, lengthMessage: 'Ten.' }),
      spec('alphanumeric', { invalid: undefined, length: 15 }),
    ],
    values: ['AAPFU0939F', 'aapfu0939f', 'AAPF$0939F', 'AAPFU0939', '27AAPFU0939F1ZV', 'AAPFU 0939F'],
  },
  year: {
    specs: [spec('year'), spec('year', { invalid: undefined }), spec('year', { required: undefined })],
    values: ['2005', 2005, '1899', '1900', String(YEAR), String(YEAR + 1), '05', '20055', '2005.0', 'abcd'],
  },
  date: {
    specs: [spec('date'), spec('date', { invalid: undefined, required: undefined })],
    values: ['2024-02-29', '2023-02-29', '2024-13-01', '2024-1-1', '01/02/2024', '2024-06-30T00:00:00Z'],
  },
  amount: {
    specs: [spec('amount'), spec('amount', { invalid: undefined }), spec('amount', { required: undefined })],
    values: ['450.5', '450.55', '450.555', '1000000000', '1000000000.01', '-5', '1e3', '.5', '5.', 450.5],
  },
  count: {
    specs: [spec('count'), spec('count', { invalid: undefined })],
    values: ['4', '1000000', '1000001', '12345678', '4.5', '-4', 4],
  },
  file: {
    specs: [
      spec('file', { required: 'Please upload file', purpose: 'document' }),
      spec('file', { required: undefined, purpose: 'document' }),
    ],
    values: [
      { key: TMP_KEY, file_name: 'scan.pdf' },
      { key: 'files/12/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60.pdf', file_name: 'scan.pdf' },
      { key: 'files/12/../../etc/passwd', file_name: 'scan.pdf' },
      { key: TMP_KEY, file_name: '' },
      { key: TMP_KEY, file_name: '  ' },
      { key: TMP_KEY, file_name: 'a'.repeat(201) },
      { key: TMP_KEY, file_name: 'evil\u202Efdp.exe' },
      { key: TMP_KEY },
      { file_name: 'scan.pdf' },
      { key: 42, file_name: 'scan.pdf' },
      'tmp/0b7c5a3e',
    ],
  },
};

const zodOne = (field: FieldSpec, value: unknown) =>
  zodDottedMessages(z.object({ [field.name]: fieldSchema(field, YEAR) }), { [field.name]: value });
const yupOne = (field: FieldSpec, value: unknown) =>
  yupDottedMessages(yupSection([field], { currentYear: YEAR }), { [field.name]: value });

describe('yupField gives the zod fieldSchema first message for the same value', () => {
  for (const [kind, { specs, values }] of Object.entries(byKind)) {
    it(`${kind}`, async () => {
      for (const field of specs) {
        for (const value of [...common, ...values]) {
          // Formik hands yup '' as undefined; a file field never holds '' anyway (UploadRef | null).
          if (kind === 'file' && value === '') continue;
          const expected = zodOne(field, value);
          expect(await yupOne(field, value), `${kind} ${JSON.stringify(field)} ${JSON.stringify(value)}`).toEqual(
            expected,
          );
        }
      }
    });
  }

  it('gives the SPEC-style messages it was described with', () => {
    const pan = spec('alphanumeric', {
      invalid: 'PAN Number must be alpha-numeric',
      length: 10,
      lengthMessage: 'Please enter valid PAN number',
    });
    expect(fieldProblem(pan, '')).toBe('Please enter value.');
    expect(fieldProblem(pan, 'AAPF$0939F')).toBe('PAN Number must be alpha-numeric');
    expect(fieldProblem(pan, 'AAPFU0939')).toBe('Please enter valid PAN number');
    expect(fieldProblem(pan, 'AAPFU0939F')).toBeUndefined();
  });

  it('runs a rule only once the field itself passes, with the whole form to look at', async () => {
    const field = spec('text');
    const schema = yupSection([field, { ...field, name: 'other' }], {
      rules: { value: (text, root) => (text === root.other ? undefined : 'Must equal other.') },
    });
    expect(await yupDottedMessages(schema, { value: 'a', other: 'b' })).toEqual({ value: 'Must equal other.' });
    expect(await yupDottedMessages(schema, { value: 'a', other: 'a' })).toEqual({});
    expect(await yupDottedMessages(schema, { value: '', other: 'a' })).toEqual({ value: 'Please enter value.' });
    expect(yupField(field)).toBeDefined();
  });
});

describe('yupSection and yupList match sectionSchema and listSchema', () => {
  const fields: FieldSpec[] = [
    spec('text', { name: 'name', label: 'Name', required: 'Please enter name.' }),
    spec('year', { name: 'since', label: 'Since', required: 'Please enter year.' }),
    spec('file', { name: 'proof', label: 'Proof', required: 'Please upload file', purpose: 'document' }),
  ];
  const list: ListSpec = { name: 'rows', title: 'Rows', rowLabel: 'row', fields, maxRows: 2 };
  const optional: ListSpec = { ...list, optional: true };
  const good = { name: 'Asha', since: '2015', proof: { key: TMP_KEY, file_name: 'a.pdf' } };
  const blank = { name: '', since: '', proof: null };

  const cases: [string, unknown][] = [
    ['one good row', [good]],
    ['two good rows', [good, good]],
    ['three rows (over the maximum)', [good, good, good]],
    ['no rows', []],
    ['not a list', 'rows'],
    ['absent', undefined],
    ['a blank row', [blank]],
    ['a good and a blank row', [good, blank]],
    ['three rows of which one is blank', [good, blank, good]],
    ['a half-filled row', [{ ...good, since: '' }]],
    ['a row with a future year', [{ ...good, since: String(YEAR + 1) }]],
    ['a row without its file', [good, { ...good, proof: null }]],
  ];

  for (const [label, rows] of cases) {
    it(`list: ${label}`, async () => {
      for (const spec of [list, optional]) {
        const zodSchema = z.object({ rows: listSchema(spec, YEAR) });
        const expected = zodDottedMessages(zodSchema, { rows });
        const actual = await yupDottedMessages(yupSection([]).shape({ rows: yupList(spec, { currentYear: YEAR }) }), {
          rows,
        });
        expect(actual, `${spec.optional ? 'optional' : 'required'} list`).toEqual(expected);
      }
    });
  }

  it('section: every field broken at once', async () => {
    const input = { name: '', since: '20x5', proof: { key: 'tmp/nope', file_name: 'a.pdf' } };
    expect(await yupDottedMessages(yupSection(fields, { currentYear: YEAR }), input)).toEqual(
      zodDottedMessages(sectionSchema(fields, YEAR), input),
    );
  });
});

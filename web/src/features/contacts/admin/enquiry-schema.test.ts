// The enquiry edit form (yup) and PUT /admin/contacts/{id} (zod, UpdateContactBody) refuse the same
// input with the same first message per field.
import { UpdateContactBody } from '@tender/shared/schemas/contacts-admin';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../../testing/schema-parity';
import { enquirySchema } from './enquiry-schema';

type Input = Record<keyof UpdateContactBody, string>;

const valid: Input = {
  name: 'Anita Kulkarni',
  email: 'anita@example.in',
  subject: 'Tender PPC-2025-0042',
  phone: '9876543210',
  message: 'Please share the revised bill of quantities.',
};

const cases: [string, Partial<Input>][] = [
  ['everything empty', { name: '', email: '', subject: '', phone: '', message: '' }],
  ['only spaces', { name: '   ', email: '  ', subject: ' ', phone: '  ', message: '\n\t' }],
  ['email without @', { email: 'anita.example.in' }],
  ['email too long', { email: `${'a'.repeat(250)}@example.in` }],
  ['phone with letters', { phone: '98765abcde' }],
  ['phone too short', { phone: '98765' }],
  ['phone too long', { phone: '98765432101' }],
  ['name too long', { name: 'N'.repeat(121) }],
  ['subject too long', { subject: 'S'.repeat(201) }],
  ['message too long', { message: 'M'.repeat(5001) }],
  ['bidi override in the name', { name: 'Anita \u202Eatinak' }],
  ['NUL in the subject', { subject: 'Tender\u0000' }],
  ['valid input', {}],
];

describe('enquiry edit schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const input = { ...valid, ...change };
    expect(await yupMessages(enquirySchema, input)).toEqual(zodMessages(UpdateContactBody, input));
  });
});

// @vitest-environment jsdom
// The contact form (yup) and the API (zod, shared/schemas/contacts.ts) must reject the same input with
// the same message, or a visitor would see one message in the browser and another from the server.
import { ContactBody } from '@tender/shared/schemas/contacts';
import { UpdateContactBody } from '@tender/shared/schemas/contacts-admin';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { contactSchema } from './contact-schema';

type Input = Record<keyof ContactBody, string>;

const valid: Input = {
  name: 'Anita Kulkarni',
  email: 'anita@example.in',
  subject: 'Tender PPC-2025-0042',
  phone: '9876543210',
  message: 'Please share the revised bill of quantities.',
};

const zodContactMessages = (input: Input) => zodMessages(ContactBody, input);
const yupContactMessages = (input: Input) => yupMessages(contactSchema, input);

const cases: [string, Partial<Input>][] = [
  ['everything empty', { name: '', email: '', subject: '', phone: '', message: '' }],
  ['only spaces', { name: '   ', email: '  ', subject: ' ', phone: '  ', message: '\n\t' }],
  ['email without @', { email: 'anita.example.in' }],
  ['email without a top-level domain', { email: 'anita@example' }],
  ['email with two dots', { email: 'anita..k@example.in' }],
  ['email too long', { email: `${'a'.repeat(250)}@example.in` }],
  ['email with spaces around', { email: '  anita@example.in  ' }],
  ['phone with letters', { phone: '98765abcde' }],
  ['phone with a plus sign', { phone: '+919876543210' }],
  ['phone too short', { phone: '98765' }],
  ['phone too long', { phone: '98765432101' }],
  ['phone with a space inside', { phone: '98765 43210' }],
  ['name too long', { name: 'N'.repeat(121) }],
  ['subject too long', { subject: 'S'.repeat(201) }],
  ['message too long', { message: 'M'.repeat(5001) }],
  ['bidi override in the name', { name: 'Anita \u202Eatinak' }],
  ['NUL in the subject', { subject: 'Tender\u0000' }],
  ['escape sequence in the message', { message: 'see \u001b[31mred' }],
  ['lone surrogate in the message', { message: 'broken \uD800 text' }],
  ['newlines, tabs and Devanagari in the message', { message: 'पहिली ओळ\nsecond\tline' }],
  ['valid input', {}],
];

describe('contact form schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const input = { ...valid, ...change };
    const expected = zodContactMessages(input);
    expect(await yupContactMessages(input)).toEqual(expected);
  });

  it('gives the SPEC.md messages', async () => {
    expect(await yupContactMessages({ ...valid, phone: '98765' })).toEqual({
      phone: 'Mobile no. cannot be less than 10 digits',
    });
    expect(await yupContactMessages({ ...valid, phone: '98765432101' })).toEqual({
      phone: 'Mobile no. cannot be greater than 10 digits',
    });
    expect(await yupContactMessages({ ...valid, email: 'x' })).toEqual({ email: 'Please enter your valid email.' });
  });

  it("is the admin's enquiry edit schema too: PUT /admin/contacts/{id} takes the contact form's body", () => {
    expect(UpdateContactBody).toBe(ContactBody);
  });
});

// @vitest-environment jsdom
import { ForgotPasswordBody } from '@tender/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { forgotPasswordSchema } from './forgot-password-schema';

const emails: [string, string][] = [
  ['empty', ''],
  ['only spaces', '   '],
  ['without @', 'anita.example.in'],
  ['without a top-level domain', 'anita@example'],
  ['with two dots', 'anita..k@example.in'],
  ['too long', `${'a'.repeat(250)}@example.in`],
  ['with spaces around', '  anita@example.in  '],
  ['in capitals', 'ANITA@EXAMPLE.IN'],
  ['valid', 'anita@example.in'],
];

describe('forgot password schema parity (yup in the browser, zod on the server)', () => {
  it.each(emails)('email %s: same messages', async (_label, email) => {
    expect(await yupMessages(forgotPasswordSchema, { email })).toEqual(zodMessages(ForgotPasswordBody, { email }));
  });

  it('gives the SPEC.md messages', async () => {
    expect(await yupMessages(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Please enter email address' });
    expect(await yupMessages(forgotPasswordSchema, { email: 'x' })).toEqual({
      email: 'Please enter valid email address',
    });
  });
});

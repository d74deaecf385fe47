// @vitest-environment jsdom
import { SignUpBody } from '@tender/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { signUpSchema, TERMS_REQUIRED, type SignUpValues } from './sign-up-schema';

const valid: SignUpValues = {
  name: 'Kiran Patil',
  username: 'kiran.patil',
  email: 'kiran@example.in',
  password: 'Kiran-2026-site',
  confirmPassword: 'Kiran-2026-site',
  privacy_consent: true,
  terms: true,
};

const cases: [string, Partial<SignUpValues>][] = [
  ['everything empty', { name: '', username: '', email: '', password: '', confirmPassword: '' }],
  ['only spaces', { name: '  ', username: ' ', email: '  ' }],
  ['name too long', { name: 'N'.repeat(121) }],
  ['bidi override in the name', { name: 'Kiran \u202Enirak' }],
  ['username with a space', { username: 'kiran patil' }],
  ['username with an @', { username: 'kiran@site' }],
  ['username too long', { username: 'u'.repeat(61) }],
  ['email invalid', { email: 'kiran@example' }],
  ['password too short', { password: 'short', confirmPassword: 'short' }],
  ['password too long', { password: 'p'.repeat(65), confirmPassword: 'p'.repeat(65) }],
  ['repeat password empty', { confirmPassword: '' }],
  ['repeat password differs', { confirmPassword: 'Kiran-2026-sitE' }],
  ['privacy policy not agreed to', { privacy_consent: false }],
  ['valid input', {}],
];

describe('sign-up schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const { terms, ...input } = { ...valid, ...change };
    expect(await yupMessages(signUpSchema, { ...input, terms })).toEqual(zodMessages(SignUpBody, input));
  });

  it('gives the SPEC.md messages and asks for the terms', async () => {
    expect(
      await yupMessages(signUpSchema, { ...valid, name: '', username: '', password: '', confirmPassword: '' }),
    ).toEqual({
      name: 'Please enter your name',
      username: 'Please enter username',
      password: 'Please enter password',
      confirmPassword: 'Please confirm the password',
    });
    expect(await yupMessages(signUpSchema, { ...valid, confirmPassword: 'other-password' })).toEqual({
      confirmPassword: 'Please make sure your password match',
    });
    expect(await yupMessages(signUpSchema, { ...valid, terms: false })).toEqual({ terms: TERMS_REQUIRED });
  });
});

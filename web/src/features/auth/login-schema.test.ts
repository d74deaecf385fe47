// @vitest-environment jsdom
import { accountMessages as m } from '@tender/shared/account-messages';
import { LoginBody } from '@tender/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { loginSchema, loginWithOtpSchema, type LoginValues } from './login-schema';

const valid: LoginValues = { email: 'contractor@example.com', password: 'Tender@2026', otp: '', remember: false };

const cases: [string, Partial<LoginValues>][] = [
  ['everything empty', { email: '', password: '' }],
  ['only spaces in the email', { email: '   ' }],
  ['a mobile number instead of an email', { email: '9822000002' }],
  ['email too long', { email: `${'a'.repeat(250)}@example.in` }],
  ['password of spaces (not trimmed)', { password: '   ' }],
  ['password too long', { password: 'p'.repeat(1025) }],
  ['remembered', { remember: true }],
  ['valid input', {}],
];

const otpCases: [string, string][] = [
  ['five digits', '12345'],
  ['seven digits', '1234567'],
  ['letters', 'abcdef'],
  ['spaces inside', '123 456'],
  ['a valid code', '123456'],
];

describe('login form schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const { otp: _otp, ...input } = { ...valid, ...change };
    expect(await yupMessages(loginSchema, input)).toEqual(zodMessages(LoginBody, input));
  });

  it.each(otpCases)('with the code field, %s: same messages', async (_label, otp) => {
    const input = { ...valid, otp };
    expect(await yupMessages(loginWithOtpSchema, input)).toEqual(zodMessages(LoginBody, input));
  });

  it('asks for the code once the server wants it (the API takes an empty code as none)', async () => {
    expect(await yupMessages(loginWithOtpSchema, valid)).toEqual({ otp: m.otpRequired });
  });

  it('gives the SPEC.md messages', async () => {
    expect(await yupMessages(loginSchema, { ...valid, email: '', password: '' })).toEqual({
      email: 'Please enter email or mobile number',
      password: 'Please enter password',
    });
  });
});

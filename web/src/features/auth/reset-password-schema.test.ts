// @vitest-environment jsdom
import { ResetPasswordBody } from '@tender/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { resetPasswordSchema, type ResetPasswordValues } from './reset-password-schema';

const valid: ResetPasswordValues = {
  email: 'anita@example.in',
  password: 'New-pass-2026',
  password_confirmation: 'New-pass-2026',
};

const cases: [string, Partial<ResetPasswordValues>][] = [
  ['everything empty', { email: '', password: '', password_confirmation: '' }],
  ['email invalid', { email: 'anita@' }],
  ['password of 8 characters', { password: '12345678', password_confirmation: '12345678' }],
  ['password of exactly 9 characters', { password: '123456789', password_confirmation: '123456789' }],
  ['password of 65 characters', { password: 'p'.repeat(65), password_confirmation: 'p'.repeat(65) }],
  ['password of 9 spaces (not trimmed)', { password: ' '.repeat(9), password_confirmation: ' '.repeat(9) }],
  ['confirmation differs', { password_confirmation: 'New-pass-2025' }],
  ['confirmation empty', { password_confirmation: '' }],
  ['password empty, confirmation typed', { password: '', password_confirmation: 'x' }],
  ['valid input', {}],
];

describe('reset password schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const input = { ...valid, ...change };
    expect(await yupMessages(resetPasswordSchema, input)).toEqual(
      zodMessages(ResetPasswordBody, { ...input, token: 'a-token' }),
    );
  });

  it('gives the SPEC.md messages', async () => {
    expect(await yupMessages(resetPasswordSchema, { ...valid, password: '', password_confirmation: '' })).toEqual({
      password: 'Please enter new password.',
    });
    expect(await yupMessages(resetPasswordSchema, { ...valid, password: 'short', password_confirmation: 'x' })).toEqual(
      {
        password: 'Minimum length of password should be 9 characters.',
        password_confirmation: 'Passwords do not match.',
      },
    );
  });
});

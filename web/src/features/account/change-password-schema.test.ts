// @vitest-environment jsdom
import { accountMessages as m } from '@tender/shared/account-messages';
import { ChangePasswordBody } from '@tender/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { changePasswordBody, changePasswordSchema, type ChangePasswordValues } from './change-password-schema';

const valid: ChangePasswordValues = {
  password: 'Fresh-pass-2026',
  confirm_password: 'Fresh-pass-2026',
  current_password: 'Tender@2026',
};

const cases: [string, Partial<ChangePasswordValues>][] = [
  ['new password empty', { password: '', confirm_password: '' }],
  ['new password of 8 characters', { password: '12345678', confirm_password: '12345678' }],
  ['new password of 65 characters', { password: 'p'.repeat(65), confirm_password: 'p'.repeat(65) }],
  ['confirmation empty', { confirm_password: '' }],
  ['confirmation differs', { confirm_password: 'Fresh-pass-2025' }],
  ['current password too long', { current_password: 'p'.repeat(1025) }],
  ['valid input', {}],
];

describe('Change Password schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const values = { ...valid, ...change };
    for (const mustChange of [false, true]) {
      const form = await yupMessages(changePasswordSchema(mustChange), values);
      expect(form).toEqual(zodMessages(ChangePasswordBody, changePasswordBody(values, mustChange)));
    }
  });

  it('gives the SPEC.md messages', async () => {
    expect(
      await yupMessages(changePasswordSchema(false), { password: '', confirm_password: '', current_password: '' }),
    ).toEqual({
      password: 'Please create a password.',
      confirm_password: 'Please confirm password.',
      current_password: m.currentPassword,
    });
    expect(await yupMessages(changePasswordSchema(true), { ...valid, confirm_password: 'other' })).toEqual({
      confirm_password: 'Please enter correct password.',
    });
  });

  it('asks for the current password unless a one-time password must be replaced', async () => {
    expect(await yupMessages(changePasswordSchema(true), { ...valid, current_password: '' })).toEqual({});
    expect(changePasswordBody(valid, true)).not.toHaveProperty('current_password');
    expect(changePasswordBody(valid, false)).toMatchObject({ isChangePassword: true, current_password: 'Tender@2026' });
  });
});

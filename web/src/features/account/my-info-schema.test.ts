// @vitest-environment jsdom
import { accountMessages as m } from '@tender/shared/account-messages';
import { UpdateAccountBody } from '@tender/shared/schemas/accounts';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { myInfoBody, myInfoSchema, type MyInfoValues, type SavedAccount } from './my-info-schema';

const account: SavedAccount = { email: 'rahul@example.in', mobile: '9822000002', google2fa_enabled: false };
const valid: MyInfoValues = {
  name: 'Rahul Deshmukh',
  email: 'rahul@example.in',
  mobile: '9822000002',
  google2fa_enabled: false,
  otp: '',
  current_password: '',
};

/** The form's messages against the server's for the body the form would send. */
async function compare(values: MyInfoValues, saved: SavedAccount = account) {
  return {
    form: await yupMessages(myInfoSchema(saved), values),
    api: zodMessages(UpdateAccountBody, myInfoBody(values, saved)),
  };
}

const cases: [string, Partial<MyInfoValues>][] = [
  ['name empty', { name: '' }],
  ['name only spaces', { name: '   ' }],
  ['name too long', { name: 'N'.repeat(121) }],
  ['NUL in the name', { name: 'Rahul\u0000' }],
  ['mobile empty', { mobile: '', current_password: 'secret' }],
  ['mobile with letters', { mobile: '98220abcde', current_password: 'secret' }],
  ['mobile too short', { mobile: '98220', current_password: 'secret' }],
  ['mobile too long', { mobile: '982200000211', current_password: 'secret' }],
  ['mobile with a plus sign', { mobile: '+919822000002', current_password: 'secret' }],
  ['email empty', { email: '', current_password: 'secret' }],
  ['email invalid', { email: 'rahul@', current_password: 'secret' }],
  ['values with spaces around', { name: '  Rahul  ', email: ' rahul@example.in ', mobile: ' 9822000002 ' }],
  ['new email with the current password', { email: 'rahul.d@example.in', current_password: 'secret' }],
  ['current password too long', { email: 'rahul.d@example.in', current_password: 'p'.repeat(1025) }],
  ['turning two-factor on with a 5-digit code', { google2fa_enabled: true, otp: '12345' }],
  ['turning two-factor on with letters', { google2fa_enabled: true, otp: 'abcdef' }],
  ['turning two-factor on with a code', { google2fa_enabled: true, otp: '123456' }],
  ['valid input', {}],
];

describe('My Info edit schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const { form, api } = await compare({ ...valid, ...change });
    expect(form).toEqual(api);
  });

  it('gives the SPEC.md messages', async () => {
    expect(await yupMessages(myInfoSchema(account), { ...valid, name: '', mobile: '123' })).toEqual({
      name: 'Please enter name of user.',
      mobile: 'Please enter valid mobile number',
      current_password: m.currentPassword,
    });
  });

  it('asks for the code when turning two-factor on (the API takes an empty code as none)', async () => {
    expect(await yupMessages(myInfoSchema(account), { ...valid, google2fa_enabled: true, otp: '' })).toEqual({
      otp: m.otpRequired,
    });
    expect(await yupMessages(myInfoSchema(account), { ...valid, otp: 'typed, then unticked' })).toEqual({});
  });

  it('asks for the current password for a new email or mobile, or to turn two-factor off', async () => {
    const schema = myInfoSchema(account);
    const ask = { current_password: m.currentPassword };
    expect(await yupMessages(schema, { ...valid, email: 'rahul.d@example.in' })).toEqual(ask);
    expect(await yupMessages(schema, { ...valid, mobile: '9822000009' })).toEqual(ask);
    expect(await yupMessages(schema, { ...valid, email: 'RAHUL@example.in' })).toEqual({});
    const withTwoFactor = myInfoSchema({ ...account, google2fa_enabled: true });
    expect(await yupMessages(withTwoFactor, { ...valid, google2fa_enabled: false })).toEqual(ask);
    expect(await yupMessages(withTwoFactor, { ...valid, google2fa_enabled: true })).toEqual({});
  });

  it('sends the code only when turning two-factor on and the password only when asked', () => {
    expect(myInfoBody({ ...valid, name: ' Rahul ', otp: '123456', current_password: 'x' }, account)).toEqual({
      name: 'Rahul',
      email: 'rahul@example.in',
      mobile: '9822000002',
      google2fa_enabled: false,
    });
    expect(myInfoBody({ ...valid, google2fa_enabled: true, otp: ' 123456 ' }, account)).toMatchObject({
      google2fa_enabled: true,
      otp: '123456',
    });
    expect(myInfoBody({ ...valid, mobile: '9822000009', current_password: 'secret' }, account).current_password).toBe(
      'secret',
    );
  });
});

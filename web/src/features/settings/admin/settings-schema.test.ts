// The settings form (yup) and PUT /admin/settings (zod, UpdateSettingsBody) refuse the same input
// with the same first message per field.
import { settingsMessages as m } from '@tender/shared/admin-messages';
import { UpdateSettingsBody } from '@tender/shared/schemas/settings-admin';
import { describe, expect, it } from 'vitest';
import { yupDottedMessages, zodDottedMessages } from '../../../testing/schema-parity';
import { settingsSchema, toSettingsBody, type SettingsFormValues } from './settings-schema';

const TMP_KEY = 'tmp/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60';

const valid: SettingsFormValues = {
  basic_contractor_registration_fees: '1500',
  site_slogan: 'Building trust in every tender',
  site_url: 'https://tenders.example.in',
  payment_required: true,
  site_logo: null,
  remove_logo: false,
};

const cases: [string, Partial<SettingsFormValues>][] = [
  ['valid', {}],
  ['a new logo', { site_logo: { key: TMP_KEY, file_name: 'logo.png' } }],
  ['fee empty', { basic_contractor_registration_fees: '' }],
  ['fee with letters', { basic_contractor_registration_fees: '15OO' }],
  ['fee negative', { basic_contractor_registration_fees: '-1' }],
  ['fee three decimals', { basic_contractor_registration_fees: '10.125' }],
  ['fee two decimals', { basic_contractor_registration_fees: '10.25' }],
  ['fee over the maximum', { basic_contractor_registration_fees: '1000000.01' }],
  ['fee zero', { basic_contractor_registration_fees: '0' }],
  ['slogan empty', { site_slogan: '   ' }],
  ['slogan too long', { site_slogan: 's'.repeat(201) }],
  ['slogan unsafe', { site_slogan: 'a\u202Eb' }],
  ['url without scheme', { site_url: 'tenders.example.in' }],
  ['url ftp', { site_url: 'ftp://tenders.example.in' }],
  ['url with spaces around', { site_url: '  https://tenders.example.in/  ' }],
  ['url with a port and path', { site_url: 'http://localhost:3000/home' }],
  ['url too long', { site_url: `https://example.in/${'p'.repeat(300)}` }],
  ['logo with a stale key', { site_logo: { key: 'tmp/nope', file_name: 'logo.png' } }],
];

describe('settings form schema parity (yup in the browser, zod on the server)', () => {
  it.each(cases)('%s: same messages', async (_label, change) => {
    const values = { ...valid, ...change };
    const expected = zodDottedMessages(UpdateSettingsBody, toSettingsBody(values, 3));
    expect(await yupDottedMessages(settingsSchema, values)).toEqual(expected);
  });

  it('names the fee field with the server message', async () => {
    expect(await yupDottedMessages(settingsSchema, { ...valid, basic_contractor_registration_fees: 'x' })).toEqual({
      basic_contractor_registration_fees: m.fee,
    });
  });

  it('sends remove_logo only without a new logo', () => {
    expect(toSettingsBody({ ...valid, remove_logo: true }, 1)).toMatchObject({ remove_logo: true });
    expect(
      toSettingsBody({ ...valid, remove_logo: true, site_logo: { key: TMP_KEY, file_name: 'l.png' } }, 1),
    ).not.toHaveProperty('remove_logo');
  });
});

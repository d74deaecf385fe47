// The settings form (yup) and PUT /admin/settings (zod, UpdateSettingsBody) refuse the same input
// with the same first message per field.
import { settingsMessages as m } from '@tender/shared/admin-messages';
import { identityMessages } from '@tender/shared/identity-rules';
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
  office_phone: '+91 20 2567 8900',
  office_email: 'tenders@example.in',
  office_address: 'Office 402, Sai Capital, Senapati Bapat Road, Pune 411016',
  office_hours: 'Mon-Sat 9:00 AM to 6:30 PM',
  office_lat: '18.5308',
  office_lng: '73.8291',
  company_legal_name: 'Pune Project Consultants Private Limited',
  company_gstin: '27AAHCP4821K1Z6',
  invoice_sac_code: '998311',
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
  ['url empty (the deployed address)', { site_url: '' }],
  ['phone a mobile', { office_phone: '98765 43210' }],
  ['phone too few digits', { office_phone: '2567 8900' }],
  ['phone too many digits', { office_phone: '+91 20 2567 8900 1234' }],
  ['phone with letters', { office_phone: '+91 20 CALL NOW' }],
  ['phone with a dash', { office_phone: '020-2567-8900' }],
  ['phone spread over 30 characters', { office_phone: '9 8 7 6 5 4 3 2 1 0 9 8            ' + '7' }],
  ['email empty', { office_email: '' }],
  ['email without a domain', { office_email: 'tenders@' }],
  ['address empty', { office_address: '  ' }],
  ['address too long', { office_address: 'a'.repeat(301) }],
  ['address unsafe', { office_address: 'Pune\u202E' }],
  ['hours too long', { office_hours: 'h'.repeat(101) }],
  ['latitude negative', { office_lat: '-33.8688' }],
  ['latitude over 90', { office_lat: '90.5' }],
  ['latitude empty', { office_lat: '' }],
  ['latitude with letters', { office_lat: '18.5N' }],
  ['longitude -180', { office_lng: '-180' }],
  ['longitude over 180', { office_lng: '181' }],
  ['legal name empty', { company_legal_name: '' }],
  ['gstin lower case', { company_gstin: '27aahcp4821k1z6' }],
  ['gstin bad check character', { company_gstin: '27AAHCP4821K1Z7' }],
  ['gstin bad state', { company_gstin: '45AAHCP4821K1Z6' }],
  ['gstin too short', { company_gstin: '27AAHCP4821' }],
  ['sac code not 99', { invoice_sac_code: '123456' }],
  ['sac code five digits', { invoice_sac_code: '99831' }],
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

  it('names each office and tax field with its own message', async () => {
    const bad = {
      ...valid,
      office_phone: '12',
      office_email: 'x',
      office_lat: '91',
      office_lng: '-181',
      company_gstin: 'X',
      invoice_sac_code: '1',
    };
    expect(await yupDottedMessages(settingsSchema, bad)).toEqual({
      office_phone: m.officePhone,
      office_email: m.officeEmail,
      office_lat: m.officeLat,
      office_lng: m.officeLng,
      company_gstin: identityMessages.gstinForm,
      invoice_sac_code: m.invoiceSacCode,
    });
  });

  it('sends remove_logo only without a new logo', () => {
    expect(toSettingsBody({ ...valid, remove_logo: true }, 1)).toMatchObject({ remove_logo: true });
    expect(
      toSettingsBody({ ...valid, remove_logo: true, site_logo: { key: TMP_KEY, file_name: 'l.png' } }, 1),
    ).not.toHaveProperty('remove_logo');
  });
});

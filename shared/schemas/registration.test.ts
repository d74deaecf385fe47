import { describe, expect, it } from 'vitest';
import { identityMessages } from '../identity-rules';
import { registrationMessages as m } from '../registration-fields';
import {
  builderBody,
  buyerBody,
  uniqueContact,
  vendorStepOne,
  vendorStepTwo,
} from '../../test/support/registration-samples';
import { BuilderRegistration, ContractorRegistration, OrganizationRegistration } from './registration';

const file = () => ({ key: 'tmp/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60', file_name: 'scan.pdf' });
const vendor = () => ({ ...vendorStepOne(file, uniqueContact()), ...vendorStepTwo(file) });

/** First message per dotted path. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('contractor registration', () => {
  it('accepts the full wizard and the quick form, numbers as numbers', () => {
    const full = ContractorRegistration.parse(vendor());
    expect(full.est_year).toBe(2005);
    expect(full.document_4.value).toBeNull();
    expect(ContractorRegistration.safeParse({ ...vendorStepOne(file), is_quick_register: true }).success).toBe(true);
  });

  it('needs the step 2 lists unless quick', () => {
    const result = ContractorRegistration.safeParse(vendorStepOne(file));
    expect(messages(result)).toMatchObject({ director_proprietor: expect.stringContaining('at least one row') });
  });

  it('gives SPEC messages for missing and malformed fields', () => {
    const body = {
      ...vendor(),
      company_name: ' ',
      mobile_no: '98220',
      with_labour_material: [],
      director_avatar: null,
    };
    body.document_1 = { value: 'AAPF$0939F', storage: file() };
    expect(messages(ContractorRegistration.safeParse(body))).toMatchObject({
      company_name: 'Please enter name of company.',
      mobile_no: m.mobileTenDigits,
      with_labour_material: m.selectLabourMaterial,
      director_avatar: m.uploadFile,
      'document_1.value': m.panAlphanumeric,
    });
  });

  it('checks PAN holder type, GSTIN check character and embedded PAN, IFSC and pin code', () => {
    const body = vendor();
    body.document_1.value = 'AAPXU0939F';
    body.document_3.value = '011045';
    body.bank_details.ifsc_code = 'HDFC1001234';
    expect(messages(ContractorRegistration.safeParse(body))).toMatchObject({
      'document_1.value': identityMessages.panForm,
      'document_3.value': identityMessages.pinCode,
      'bank_details.ifsc_code': identityMessages.ifsc,
    });
    const wrongCheck = vendor();
    wrongCheck.document_2.value = '27AAPFU0939F1ZW';
    expect(messages(ContractorRegistration.safeParse(wrongCheck))['document_2.value']).toBe(
      identityMessages.gstinCheck,
    );
    const otherPan = vendor();
    otherPan.document_1.value = 'AAGCB7383J';
    expect(messages(ContractorRegistration.safeParse(otherPan))['document_2.value']).toBe(identityMessages.gstinPan);
  });

  it('limits directors to 5 rows and keeps at least one', () => {
    const director = { name: 'A', qualification: 'B', experience: 'C' };
    const six = { ...vendor(), director_proprietor: Array.from({ length: 6 }, () => director) };
    expect(messages(ContractorRegistration.safeParse(six)).director_proprietor).toMatch(/at most 5 rows/);
    const none = { ...vendor(), director_proprietor: [] };
    expect(messages(ContractorRegistration.safeParse(none)).director_proprietor).toMatch(/at least one row/);
  });

  it('asks turnover for exactly the previous three calendar years', () => {
    const body = vendor();
    body.turnovers[0]!.year = 2001;
    expect(messages(ContractorRegistration.safeParse(body)).turnovers).toBe(m.turnoverYears);
  });
});

describe('buyer and builder registration', () => {
  it('accepts the samples', () => {
    expect(OrganizationRegistration.safeParse(buyerBody(file)).error?.issues).toBeUndefined();
    expect(BuilderRegistration.safeParse(builderBody()).error?.issues).toBeUndefined();
  });

  it('names the organisation and the PAN with SPEC texts', () => {
    const body = { ...buyerBody(file), name: '' };
    body.document_1 = { value: 'AAPFU0939', storage: file() };
    expect(messages(OrganizationRegistration.safeParse(body))).toMatchObject({
      name: m.organizationName,
      'document_1.value': m.panLength,
    });
  });

  it('requires the builder bank details and checks its GSTIN against its PAN', () => {
    const body = { ...builderBody(), gstin: '29AAGCB7383J1Z4' };
    body.bank_details.ifsc_code = '';
    expect(messages(BuilderRegistration.safeParse(body))).toMatchObject({
      'bank_details.ifsc_code': 'Please enter IFSC code.',
    });
    expect(messages(BuilderRegistration.safeParse({ ...builderBody(), gstin: '29AAGCB7383J1Z4' })).gstin).toBe(
      identityMessages.gstinPan,
    );
  });
});

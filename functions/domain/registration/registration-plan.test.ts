import { describe, expect, it } from 'vitest';
import {
  BuilderRegistration,
  ContractorRegistration,
  OrganizationRegistration,
} from '@tender/shared/schemas/registration';
import type { StoredFile } from '@tender/shared/schemas/uploads';
import {
  builderBody,
  buyerBody,
  uniqueContact,
  vendorStepOne,
  vendorStepTwo,
} from '../../../test/support/registration-samples';
import { bodyHash, builderPlan, contractorPlan, organizationPlan } from './registration-plan';

let serial = 0;
const upload = () => {
  serial += 1;
  return { key: `tmp/0b7c5a3e-8d7f-4a51-9f7e-${String(serial).padStart(12, '0')}`, file_name: `scan-${serial}.pdf` };
};
const stored = (field: string): StoredFile => ({
  key: `files/42/0b7c5a3e-8d7f-4a51-9f7e-${String(field.length).padStart(12, '0')}.pdf`,
  file_name: `${field}.pdf`,
  content_type: 'application/pdf',
  size: 1234,
});

describe('contractor plan', () => {
  const body = ContractorRegistration.parse({
    ...vendorStepOne(upload, uniqueContact()),
    ...vendorStepTwo(upload),
    payment_id: 'pay_29QQoUBi66xm2f',
    order_id: 'order_9A33XWu170gUtm',
    request_id: '3f1f1f6e-7a61-4a0b-9d3c-52a0a7a6b001',
  });
  const plan = contractorPlan(body);

  it('names the account, its form fields and the lookups and payment to check', () => {
    expect(plan).toMatchObject({
      kind: 'contractor',
      role: 'Contractor',
      name: 'Asha Patil',
      email: body.email,
      mobile: body.mobile_no,
      emailField: 'email',
      mobileField: 'mobile_no',
      materialWorkTypeId: 1,
      withLabourMaterial: [1],
      payment: { order_id: 'order_9A33XWu170gUtm', payment_id: 'pay_29QQoUBi66xm2f' },
      isQuickRegister: false,
      requestId: '3f1f1f6e-7a61-4a0b-9d3c-52a0a7a6b001',
    });
  });

  it('claims every file by its path in the form, with its purpose', () => {
    expect(plan.claims.map((claim) => [claim.field, claim.purpose])).toEqual([
      ['director_avatar', 'director_photo'],
      ['document_1.storage', 'document'],
      ['document_2.storage', 'document'],
      ['document_3.storage', 'document'],
      ['turnovers.0.certificate_storage', 'turnover_certificate'],
      ['turnovers.1.certificate_storage', 'turnover_certificate'],
      ['turnovers.2.certificate_storage', 'turnover_certificate'],
      ['quality_certificates.0.storage', 'certificate'],
    ]);
  });

  it('stores the stored files in their places, rows numbered from 1, documents by type', () => {
    const files = Object.fromEntries(plan.claims.map((claim) => [claim.field, stored(claim.field)]));
    const content = plan.content(files);
    expect(content.basic).toMatchObject({
      company_name: 'Patil Constructions',
      est_year: 2005,
      director_avatar: stored('director_avatar'),
      material_work_type_id: 1,
      with_labour_material: [1],
    });
    expect(content.bank_details).toEqual({
      favouring_name: 'Patil Constructions',
      account_no: '123456789012',
      bank_name: 'HDFC Bank',
      branch_name: 'Baner',
      ifsc_code: 'HDFC0001234',
    });
    expect(content.documents).toEqual([
      { document_type_id: 1, value: 'AAPFU0939F', storage: stored('document_1.storage') },
      { document_type_id: 2, value: '27AAPFU0939F1ZV', storage: stored('document_2.storage') },
      { document_type_id: 3, value: '411045', storage: stored('document_3.storage') },
      { document_type_id: 4, value: null, storage: null },
    ]);
    const lists = Object.fromEntries(content.lists.map((list) => [list.name, list.rows]));
    expect(Object.keys(lists)).toEqual([
      'director_proprietor',
      'technical_staff',
      'equipments',
      'completed_works',
      'ongoing_works',
      'turnovers',
      'quality_certificates',
      'contact_persons',
    ]);
    expect(lists.turnovers?.map((row) => [row.id, row.certificate_storage])).toEqual([
      [1, stored('turnovers.0.certificate_storage')],
      [2, stored('turnovers.1.certificate_storage')],
      [3, stored('turnovers.2.certificate_storage')],
    ]);
    expect(lists.completed_works?.[0]).toMatchObject({ id: 1, tendered_cost: 450.5, architects_name: null });
  });

  it('leaves the lists empty for the quick form', () => {
    const quick = contractorPlan(ContractorRegistration.parse({ ...vendorStepOne(upload), is_quick_register: true }));
    expect(quick.isQuickRegister).toBe(true);
    expect(quick.claims).toHaveLength(4);
    expect(quick.content({}).lists.every((list) => list.rows.length === 0)).toBe(true);
  });
});

describe('organisation and builder plans', () => {
  it('organisation: its own lists and no payment', () => {
    const plan = organizationPlan(OrganizationRegistration.parse(buyerBody(upload)));
    expect(plan).toMatchObject({ kind: 'organization', role: 'Organization', payment: null, emailField: 'email' });
    expect(plan.claims.map((claim) => claim.field)).toEqual([
      'director_avatar',
      'document_1.storage',
      'document_3.storage',
    ]);
    const content = plan.content({});
    expect(content.bank_details).toBeNull();
    expect(content.basic.billing_name).toBeNull();
    expect(content.lists.map((list) => [list.name, list.rows.length])).toEqual([
      ['organization_directors', 1],
      ['organization_works', 1],
    ]);
  });

  it('builder: the company email and mobile name the account; no files', () => {
    const body = builderBody();
    const plan = builderPlan(BuilderRegistration.parse(body));
    expect(plan).toMatchObject({
      kind: 'builder',
      role: 'Builder',
      name: 'Sahyadri Builders',
      email: body.company_email,
      mobile: body.company_mobile_no,
      emailField: 'company_email',
      mobileField: 'company_mobile_no',
      materialWorkTypeId: 2,
      withLabourMaterial: [1, 2],
      claims: [],
    });
    expect(plan.content({}).basic).toMatchObject({ pan_no: 'AAPFU0939F', lbt_num_firm: 'LBT123456' });
  });
});

describe('body hash', () => {
  it('is the same whatever order the fields came in, and differs with any value', () => {
    expect(bodyHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(bodyHash({ b: { d: 'x', c: [1, 2] }, a: 1 }));
    expect(bodyHash({ a: 1, b: { c: [1, 2] } })).not.toBe(bodyHash({ a: 1, b: { c: [2, 1] } }));
    expect(bodyHash({ a: '1' })).not.toBe(bodyHash({ a: 1 }));
  });
});

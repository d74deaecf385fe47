import { beforeAll, describe, expect, it } from 'vitest';
import { identityMessages } from '@tender/shared/identity-rules';
import { profileMessages as m } from '@tender/shared/profile-fields';
import { registrationMessages as rm } from '@tender/shared/registration-fields';
import type { BuilderProfileData } from '@tender/shared/schemas/profile';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { getUser } from '../../functions/data/users-repository';
import { call, type ErrorBody } from '../support/api-call';
import { createAccount, loginToken } from '../support/accounts';
import { builderProfileOf, registerBuilder, type RegisteredBuilder } from '../support/registered-builder';
import { uniqueContact } from '../support/registration-samples';

// A Builder sees and edits what it registered: GET /profile answers its whole
// profile, and POST|PUT /builders/{id} saves one tab of the builder form (Company, Director, Bank)
// with the registration's rules and messages; its owner or an Admin only, as the other kinds.

type Saved = { message: string; data: BuilderProfileData } & Partial<ErrorBody>;

let builder: RegisteredBuilder;
let other: RegisteredBuilder;
let adminToken: string;
let subscriberToken: string;
let subscriberId: number;

const save = (body: Record<string, unknown>, method: 'POST' | 'PUT' = 'PUT', token = builder.token, id = builder.id) =>
  call<Saved>(method, `/builders/${id}`, { token, body });

/** The Company tab as the profile screen sends it back: every field as loaded, the work types. */
function companyBody(data: BuilderProfileData): Record<string, unknown> {
  const { basic } = data;
  const names = ['company_name', 'company_email', 'company_mobile_no', 'company_address', 'pan_no', 'gstin'];
  return {
    form: 'basic',
    ...Object.fromEntries([...names, 'lbt_num_firm', 'service_tax_num_firm'].map((name) => [name, basic[name]])),
    material_work_type_id: basic.material_work_type_id,
    with_labour_material: basic.with_labour_material,
  };
}

const directorBody = (data: BuilderProfileData) => ({
  form: 'director',
  director_name: data.basic.director_name,
  director_dob: data.basic.director_dob,
  director_address: data.basic.director_address,
});

const bankBody = (data: BuilderProfileData) => ({ form: 'bank', bank_details: { ...data.bank_details } });

const firstErrors = (answer: Saved) =>
  Object.fromEntries(Object.entries(answer.errors ?? {}).map(([field, list]) => [field, list[0]]));

async function expectRefused(body: Record<string, unknown>, errors: Record<string, string>, status = 400) {
  const before = await getAccountProfile(builder.id);
  const { status: answered, body: answer } = await save(body);
  expect(answered).toBe(status);
  expect(firstErrors(answer)).toEqual(errors);
  expect(await getAccountProfile(builder.id)).toEqual(before);
}

beforeAll(async () => {
  [builder, other] = await Promise.all([registerBuilder('builder-profile'), registerBuilder('builder-other')]);
  const [admin, subscriber] = await Promise.all([
    createAccount({ role: 'Admin' }),
    createAccount({ role: 'Subscriber', mobile: null }),
  ]);
  subscriberId = subscriber.id;
  [adminToken, subscriberToken] = await Promise.all([loginToken(admin), loginToken(subscriber)]);
}, 90_000);

describe('GET /profile of a builder', () => {
  it('answers what it registered: the builder form in basic, its bank details, its review pending', async () => {
    const data = await builderProfileOf(builder.token);
    const { body } = builder;
    expect(data).toMatchObject({
      role: 'Builder',
      kind: 'builder',
      account_id: builder.id,
      user: { id: builder.id, name: body.company_name, email: body.company_email },
      status: 'pending',
      review: { status: 'pending', remark: null },
      grade: null,
      bank_details: body.bank_details,
      basic: {
        company_name: body.company_name,
        company_email: body.company_email,
        company_mobile_no: body.company_mobile_no,
        company_address: body.company_address,
        pan_no: body.pan_no,
        gstin: body.gstin,
        lbt_num_firm: body.lbt_num_firm,
        service_tax_num_firm: body.service_tax_num_firm,
        material_work_type_id: body.material_work_type_id,
        with_labour_material: body.with_labour_material,
        director_name: body.director_name,
        director_dob: body.director_dob,
        director_address: body.director_address,
      },
    });
    // Nothing internal leaves: no request id, no consent record, no payment.
    expect(Object.keys(data.basic).sort()).toEqual(
      [...Object.keys(companyBody(data)), ...Object.keys(directorBody(data))].filter((name) => name !== 'form').sort(),
    );
  });

  it('GET /builders/{id}/edit answers the same to its owner and to an Admin', async () => {
    const own = await builderProfileOf(builder.token);
    for (const token of [builder.token, adminToken]) {
      const { status, body } = await call<{ data: BuilderProfileData }>('GET', `/builders/${builder.id}/edit`, {
        token,
      });
      expect(status).toBe(200);
      expect(body.data).toEqual(own);
    }
  });
});

describe('a builder edits its profile tab by tab', () => {
  it('Director: saved (POST and PUT alike) and read back by GET /profile', async () => {
    const loaded = await builderProfileOf(builder.token);
    const first = await save({ ...directorBody(loaded), director_name: 'Neha Gokhale' }, 'POST');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(m.saved);
    expect(first.body.data.basic.director_name).toBe('Neha Gokhale');
    const second = await save({ ...directorBody(first.body.data), director_address: 'Baner, Pune' });
    expect(second.status).toBe(200);
    const reloaded = await builderProfileOf(builder.token);
    // Each tab writes its own fields only: the company's stay as they were.
    expect(reloaded.basic).toEqual({ ...loaded.basic, director_name: 'Neha Gokhale', director_address: 'Baner, Pune' });
    expect(reloaded.bank_details).toEqual(loaded.bank_details);
  });

  it('Company: the address and the work types; the account keeps its name with the company name', async () => {
    const loaded = await builderProfileOf(builder.token);
    const { status, body } = await save({
      ...companyBody(loaded),
      company_name: 'Sahyadri Builders and Developers',
      company_address: 'Pashan, Pune',
      material_work_type_id: 1,
      with_labour_material: [2],
    });
    expect(status).toBe(200);
    expect(body.data.basic).toMatchObject({ company_address: 'Pashan, Pune', material_work_type_id: 1 });
    expect((await builderProfileOf(builder.token)).basic.with_labour_material).toEqual([2]);
    expect((await getUser(builder.id))?.name).toBe('Sahyadri Builders and Developers');
  });

  it('Company: a new login mobile needs the current password, then moves the login', async () => {
    const loaded = await builderProfileOf(builder.token);
    const mobile = uniqueContact('builder-mobile').mobile_no;
    await expectRefused(
      { ...companyBody(loaded), company_mobile_no: mobile },
      {
        current_password: m.currentPasswordForLogin,
      },
    );
    const { status } = await save({
      ...companyBody(loaded),
      company_mobile_no: mobile,
      current_password: builder.password,
    });
    expect(status).toBe(200);
    expect((await getUser(builder.id))?.mobile).toBe(mobile);
    const login = await call<{ token?: string }>('POST', '/login', {
      body: { email: mobile, password: builder.password },
    });
    expect(login.status).toBe(200);
  });

  it("Company: another account's email or mobile is refused on the company's field (409)", async () => {
    const loaded = await builderProfileOf(builder.token);
    const taken = { ...companyBody(loaded), company_email: other.email, current_password: builder.password };
    await expectRefused(taken, { company_email: rm.emailTaken }, 409);
    const mobile = { ...companyBody(loaded), company_mobile_no: other.mobile, current_password: builder.password };
    await expectRefused(mobile, { company_mobile_no: rm.mobileTaken }, 409);
  });

  it('Bank: saved whole; every field stays required, as registered', async () => {
    const loaded = await builderProfileOf(builder.token);
    const bank = { ...loaded.bank_details, branch_name: 'Baner', account_no: '123456789012' };
    const { status } = await save({ form: 'bank', bank_details: bank });
    expect(status).toBe(200);
    expect((await builderProfileOf(builder.token)).bank_details).toEqual(bank);
    await expectRefused(
      { form: 'bank', bank_details: { ...bank, account_no: '', ifsc_code: 'SBIN1234567' } },
      { 'bank_details.account_no': 'Please enter account number.', 'bank_details.ifsc_code': expect.any(String) },
    );
  });
});

describe('bad input names the field, with the registration’s messages', () => {
  it('refuses an empty company, a GSTIN without the PAN, an unknown work type', async () => {
    const loaded = await builderProfileOf(builder.token);
    await expectRefused(
      { ...companyBody(loaded), company_name: '', gstin: '27AAGCB7383J1Z1', material_work_type_id: 999_999 },
      { company_name: 'Please enter name of company/firm.', gstin: identityMessages.gstinPan },
    );
    await expectRefused(
      { ...companyBody(loaded), material_work_type_id: 999_999 },
      { material_work_type_id: rm.workTypeUnknown },
    );
  });

  it('refuses a director under 18 and an unknown tab', async () => {
    const loaded = await builderProfileOf(builder.token);
    const year = new Date().getUTCFullYear() - 10;
    await expectRefused({ ...directorBody(loaded), director_dob: `${year}-01-01` }, { director_dob: rm.dobAdult });
    const { status, body } = await save({ form: 'documents' });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual(['form']);
  });
});

describe('nobody else reads or edits it', () => {
  it('another builder and a Subscriber get 403 on every id route, and nothing changes', async () => {
    const loaded = await builderProfileOf(builder.token);
    const before = { profile: await getAccountProfile(builder.id), user: await getUser(builder.id) };
    const bodies = [companyBody(loaded), directorBody(loaded), bankBody(loaded)];
    for (const token of [other.token, subscriberToken]) {
      expect((await call('GET', `/builders/${builder.id}/edit`, { token })).status).toBe(403);
      for (const body of bodies) {
        for (const method of ['POST', 'PUT'] as const) {
          expect((await save({ ...body, director_name: 'Intruder' }, method, token)).status).toBe(403);
        }
      }
    }
    expect({ profile: await getAccountProfile(builder.id), user: await getUser(builder.id) }).toEqual(before);
  });

  it('answers 404 for an account that is no builder, and a builder’s id on the other kinds’ routes', async () => {
    expect((await call('GET', `/builders/${subscriberId}/edit`, { token: adminToken })).status).toBe(404);
    const loaded = await builderProfileOf(builder.token);
    expect((await save(directorBody(loaded), 'PUT', adminToken, subscriberId)).status).toBe(404);
    for (const kind of ['contractors', 'organizations']) {
      expect((await call('GET', `/${kind}/${builder.id}/edit`, { token: builder.token })).status).toBe(404);
    }
  });
});

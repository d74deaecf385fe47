import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@tender/shared/field-spec';
import { profileMessages as m } from '@tender/shared/profile-fields';
import { organizationDirectorsList, organizationWorksList } from '@tender/shared/registration-fields';
import type { OrganizationProfileData } from '@tender/shared/schemas/profile';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { call, type ErrorBody } from '../support/api-call';
import {
  apiPath,
  basicBody,
  documentsBody,
  profileOf,
  registerOrganization,
  rowsBody,
  type RegisteredAccount,
} from '../support/registered-account';
import { samplePdf, uploadFile } from '../support/uploads';

// An organisation (buyer) maintains its profile tab by tab through POST|PUT /organizations/{id}:
// Basic (with billing_name, profile only), Documents, Partner and Works, each with SPEC §5's
// profile messages, and GET /profile reloads what was saved. One account from the buyer form.

type Saved = { message: string; data: OrganizationProfileData } & Partial<ErrorBody>;

let account: RegisteredAccount;
let loaded: OrganizationProfileData;

const save = (body: Record<string, unknown>, method: 'POST' | 'PUT' = 'PUT') =>
  call<Saved>(method, `/organizations/${account.id}`, { token: account.token, body });
const reload = () => profileOf<OrganizationProfileData>(account.token);

async function expectRefused(body: Record<string, unknown>, errors: Record<string, string>) {
  const before = await getAccountProfile(account.id);
  const { status, body: answer } = await save(body);
  expect(status).toBe(400);
  const first = Object.fromEntries(Object.entries(answer.errors ?? {}).map(([field, list]) => [field, list[0]]));
  expect(first).toEqual(errors);
  expect(await getAccountProfile(account.id)).toEqual(before);
}

beforeAll(async () => {
  account = await registerOrganization('profile-org');
  loaded = await reload();
}, 60_000);

describe('GET /profile and GET /organizations/{id}/edit', () => {
  it('show the organisation tabs: basic with billing_name, documents table, partners, works', async () => {
    expect(loaded).toMatchObject({
      role: 'Organization',
      user: { id: account.id, email: account.email },
      kind: 'organization',
      grade: null,
      status: 'pending',
      basic: {
        name: 'Pune Metro Housing Society',
        billing_name: null,
        director_avatar: { content_type: 'image/jpeg' },
      },
      bank_details: null,
      organization_directors: [{ id: 1, name: 'S. Deshmukh', qualification: 'MBA', experience: 20 }],
      organization_works: [{ id: 1, name: 'Green Meadows', number_buildings: 4, total_area: 250000 }],
      contractor_documents: [],
      turnovers: [],
      quality_certificates: [],
      contact_persons: [],
      director_proprietor: [],
    });
    expect(
      loaded.documents.map((row) => [
        row.document_type_id,
        row.document_name,
        row.document_value,
        row.storage !== null,
      ]),
    ).toEqual([
      [1, 'PAN of Firm/Company', 'AAPFU0939F', true],
      [2, 'GST registration certificate', '27AAPFU0939F1ZV', false],
      [3, 'Address proof of Firm/Company', '411004', true],
      [4, 'Address proof of Proprietor/Partner/Director', null, false],
    ]);
    const edit = await call<{ data: OrganizationProfileData }>('GET', `/organizations/${account.id}/edit`, {
      token: account.token,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toEqual(loaded);
    // An organisation is no contractor.
    expect((await call('GET', `/contractors/${account.id}/edit`, { token: account.token })).status).toBe(404);
  });
});

describe('Basic tab', () => {
  it("refuses with SPEC §5's organisation messages (the billing name among them)", async () => {
    await expectRefused(
      { form: 'basic' },
      {
        name: 'Please enter the name of organization.',
        company_name: 'Please enter the name of company.',
        billing_name: 'Please enter the billing name.',
        est_year: 'Please enter the establishment year.',
        address: 'Please enter the address.',
        email: 'Please enter email address of company.',
        mobile_no: 'Please enter mobile no. of company/firm.',
        company_landline_no: 'Please enter landline no. of company/firm.',
        director_name: 'Please enter director name.',
        director_dob: 'Please enter director date of birth.',
        director_address: 'Please select type of work.',
        director_avatar: 'Please upload file.',
      },
    );
    await expectRefused(
      { ...basicBody(loaded), billing_name: 'PMHS Ltd', email: 'pmhs at example' },
      { email: 'Please enter valid email address of company.' },
    );
  });

  it('saves billing_name and bank details; the reload shows them and nothing else changed', async () => {
    const bank = {
      favouring_name: 'PMHS Ltd',
      account_no: '000123456789',
      bank_name: 'Bank of Maharashtra',
      branch_name: 'FC Road',
      ifsc_code: 'MAHB0000123',
    };
    const { status, body } = await save(
      { ...basicBody(loaded), billing_name: 'PMHS Limited', bank_details: bank },
      'POST',
    );
    expect(status).toBe(200);
    expect(body.message).toBe(m.saved);
    const reloaded = await reload();
    expect(body.data).toEqual(reloaded);
    expect(reloaded.basic.billing_name).toBe('PMHS Limited');
    expect(reloaded.bank_details).toEqual(bank);
    expect(reloaded.documents).toEqual(loaded.documents);
    expect(reloaded.organization_works).toEqual(loaded.organization_works);
    loaded = reloaded;
  });
});

describe('Documents tab', () => {
  it("asks every value ('This field can't be kept empty.') and checks PAN, GSTIN and pin code", async () => {
    const body: Record<string, unknown> = { form: 'documents', ...documentsBody(loaded.documents) };
    await expectRefused(
      {
        ...body,
        document_1: { value: '', storage: null },
        document_2: { value: '', storage: null },
        document_3: { value: '', storage: null },
        document_4: { value: '', storage: null },
      },
      {
        'document_1.value': "This field can't be kept empty.",
        'document_1.storage': 'Please upload file',
        'document_2.value': "This field can't be kept empty.",
        'document_3.value': "This field can't be kept empty.",
        'document_3.storage': 'Please upload file',
        'document_4.value': "This field can't be kept empty.",
      },
    );
    await expectRefused(
      { ...body, document_1: { ...(body.document_1 as object), value: 'AAPFU0939' }, document_4: { value: 'x' } },
      { 'document_1.value': 'Please enter valid PAN number' },
    );
  });

  it('saves every value and a new GST certificate; the files are the account’s', async () => {
    const gst = await uploadFile('document', await samplePdf('GST certificate'), 'gst.pdf', 'application/pdf');
    const { status } = await save({
      form: 'documents',
      ...documentsBody(loaded.documents),
      document_2: { value: '27AAPFU0939F1ZV', storage: gst },
      document_4: { value: 'Aadhaar of S. Deshmukh', storage: null },
    });
    expect(status).toBe(200);
    const reloaded = await reload();
    expect(reloaded.documents[1]).toMatchObject({
      document_value: '27AAPFU0939F1ZV',
      storage: { file_name: 'gst.pdf', key: expect.stringMatching(new RegExp(`^files/${account.id}/`)) },
      storage_url: expect.stringMatching(new RegExp(`^/api/v1/files/${account.id}/`)),
    });
    expect(reloaded.documents[3]).toMatchObject({ document_value: 'Aadhaar of S. Deshmukh', storage: null });
    expect(reloaded.documents[0]).toEqual(loaded.documents[0]);
    const link = await call('GET', apiPath(reloaded.documents[1]?.storage_url), { token: account.token });
    expect(link.status).toBe(200);
    loaded = reloaded;
  });
});

describe('Partner tab', () => {
  const partner = (name: string, experience: unknown = 10) => ({ name, qualification: 'B.E.', experience });

  it('refuses with SPEC messages, experience in whole years', async () => {
    await expectRefused(
      { form: 'partners', organization_directors: [{}, partner('R. Joshi', 'ten years')] },
      {
        'organization_directors.0.name': 'Please enter name of director.',
        'organization_directors.0.qualification': 'Please enter qualifications.',
        'organization_directors.0.experience': 'Please enter experience.',
        'organization_directors.1.experience': 'Please enter valid year(s) of experience.',
      },
    );
  });

  it('adds partners up to 5, refuses a 6th, removes one, keeps the others', async () => {
    const stored = rowsBody(loaded.organization_directors, organizationDirectorsList);
    const added = await save({
      form: 'partners',
      organization_directors: [
        ...stored,
        partner('A. Kale'),
        partner('B. Rane'),
        partner('C. Shinde'),
        partner('D. Pawar'),
      ],
    });
    expect(added.status).toBe(200);
    let reloaded = await reload();
    expect(reloaded.organization_directors.map((row) => [row.id, row.name])).toEqual([
      [1, 'S. Deshmukh'],
      [2, 'A. Kale'],
      [3, 'B. Rane'],
      [4, 'C. Shinde'],
      [5, 'D. Pawar'],
    ]);
    await expectRefused(
      { form: 'partners', organization_directors: [partner('E. Sathe')] },
      { organization_directors: fieldMessages.tooManyRows(organizationDirectorsList.title, 5) },
    );
    const removed = await save({
      form: 'partners',
      organization_directors: [{ id: 3, ...partner('B. Rane', '12') }],
      partner_removed: [2],
    });
    expect(removed.status).toBe(200);
    reloaded = await reload();
    expect(reloaded.organization_directors.map((row) => [row.id, row.name, row.experience])).toEqual([
      [1, 'S. Deshmukh', 20],
      [3, 'B. Rane', 12],
      [4, 'C. Shinde', 10],
      [5, 'D. Pawar', 10],
    ]);
    // Removed ids are never given again: the next partner is 6.
    const again = await save({ form: 'partners', organization_directors: [partner('F. Gokhale')] });
    expect(again.status).toBe(200);
    loaded = await reload();
    expect(loaded.organization_directors.map((row) => row.id)).toEqual([1, 3, 4, 5, 6]);
  });
});

describe('Works tab', () => {
  it('refuses with the works messages, then adds, changes and removes projects', async () => {
    await expectRefused(
      { form: 'works', organization_works: [{}] },
      {
        'organization_works.0.name': 'Please enter project name.',
        'organization_works.0.number_buildings': 'Please enter number of buildings.',
        'organization_works.0.number_floors': 'Please enter number of floors.',
        'organization_works.0.total_area': 'Please enter total area.',
        'organization_works.0.location': 'Please enter location.',
        'organization_works.0.planned_completion_date': 'Please enter planned completion date.',
        'organization_works.0.actual_completion_date': 'Please enter actual completion date.',
        'organization_works.0.type_construction': 'Please enter type of construction.',
      },
    );
    const [meadows] = rowsBody(loaded.organization_works, organizationWorksList);
    const added = await save({
      form: 'works',
      organization_works: [
        { ...meadows, number_floors: 14 },
        { ...meadows, id: undefined, name: 'Riverside Towers', actual_completion_date: '2031-03-31' },
      ],
    });
    expect(added.status).toBe(200);
    const reloaded = await reload();
    expect(reloaded.organization_works.map((row) => [row.id, row.name, row.number_floors])).toEqual([
      [1, 'Green Meadows', 14],
      [2, 'Riverside Towers', 12],
    ]);
    const removed = await save({
      form: 'works',
      organization_works: rowsBody(reloaded.organization_works.slice(1), organizationWorksList),
      work_removed: [1],
    });
    expect(removed.status).toBe(200);
    loaded = await reload();
    expect(loaded.organization_works.map((row) => row.name)).toEqual(['Riverside Towers']);
    expect(loaded.organization_directors.map((row) => row.id)).toEqual([1, 3, 4, 5, 6]);
  });
});

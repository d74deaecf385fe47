import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '@tender/shared/account-messages';
import { fieldMessages } from '@tender/shared/field-spec';
import { profileCompletedWorksList, profileMessages as m } from '@tender/shared/profile-fields';
import {
  contactPersonsList,
  directorProprietorList,
  equipmentList,
  ongoingWorksList,
  qualityCertificatesList,
  technicalStaffList,
  turnoversList,
  turnoverYears,
} from '@tender/shared/registration-fields';
import type { ContractorProfileData } from '@tender/shared/schemas/profile';
import { getAccountProfile, ProfileSaveConflictError, saveProfile } from '../../functions/data/profiles-repository';
import { call, latestMail, linkIn, loginToken, storedUser } from '../support/accounts';
import {
  apiPath,
  basicBody,
  documentsBody,
  keep,
  profileOf,
  registerContractor,
  rowsBody,
  type RegisteredAccount,
} from '../support/registered-account';
import { SAMPLE_PNG, samplePdf, uploadFile } from '../support/uploads';

// A contractor maintains the profile tab by tab through POST|PUT /contractors/{id}, as the /profile
// screen does: each save is checked with SPEC §5's messages, and GET /profile reloads what it saved.
// One account registered through the real vendor wizard; the tests run in order on it.

type ErrorBody = { error: true; message: string; errors?: Record<string, string[]> };
type Saved = { message: string; data: ContractorProfileData } & Partial<ErrorBody>;

let account: RegisteredAccount;
let loaded: ContractorProfileData;

const save = (body: Record<string, unknown>, method: 'POST' | 'PUT' = 'PUT', token = account.token) =>
  call<Saved>(method, `/contractors/${account.id}`, { token, body });

/** Refused with 400 and these first messages by field; the stored profile did not change. */
async function expectRefused(body: Record<string, unknown>, errors: Record<string, string>) {
  const before = await getAccountProfile(account.id);
  const { status, body: answer } = await save(body);
  expect(status).toBe(400);
  const first = Object.fromEntries(Object.entries(answer.errors ?? {}).map(([field, list]) => [field, list[0]]));
  expect(first).toEqual(errors);
  expect(await getAccountProfile(account.id)).toEqual(before);
}

beforeAll(async () => {
  account = await registerContractor('profile-tabs');
  loaded = await profileOf(account.token);
}, 60_000);

describe('GET /profile and GET /contractors/{id}/edit', () => {
  it('show every tab of the registration: basic, bank, documents, lists with ids and tags, file links', async () => {
    expect(loaded).toMatchObject({
      role: 'Contractor',
      user: { id: account.id, name: 'Asha Patil', email: account.email },
      kind: 'contractor',
      account_id: account.id,
      status: 'pending',
      grade: 'C',
      basic: {
        company_name: 'Patil Constructions',
        est_year: 2005,
        mobile_no: account.mobile,
        material_work_type_id: 1,
        with_labour_material: [1],
        director_avatar: { file_name: 'director.jpg', content_type: 'image/jpeg' },
        director_avatar_url: expect.stringMatching(new RegExp(`^/api/v1/files/${account.id}/[0-9a-f-]{36}\\.jpg$`)),
      },
      bank_details: { favouring_name: 'Patil Constructions', ifsc_code: 'HDFC0001234' },
      director_proprietor: [{ id: 1, name: 'Asha Patil', type: 'director' }],
      technical_staff: [{ id: 1, name: 'Vikram Joshi', type: 'technical_staff' }],
      equipments: [{ id: 1, name_description: 'Concrete mixer 10/7' }],
      completed_works: [{ id: 1, title_description: 'IT park, tower B', completed: 1 }],
      ongoing_works: [{ id: 1, title_description: 'Residential towers', completed: 0 }],
      quality_certificates: [{ id: 1, name: 'ISO 9001:2015', storage_url: expect.stringMatching(/\.png$/) }],
      contact_persons: [{ id: 1, name: 'Meera Shah', mobile_no: '9822012345' }],
      organization_directors: [],
      organization_works: [],
      documents: [],
    });
    expect(loaded.turnovers.map((row) => [row.id, row.year, row.amount])).toEqual([
      [1, turnoverYears(new Date())[0], 900],
      [2, turnoverYears(new Date())[1], 1000],
      [3, turnoverYears(new Date())[2], 1100],
    ]);
    expect(loaded.contractor_documents.map((row) => [row.document_name, row.document_value])).toEqual([
      ['PAN of Firm/Company', 'AAPFU0939F'],
      ['GST registration certificate', '27AAPFU0939F1ZV'],
      ['Address proof of Firm/Company', '411045'],
      ['Address proof of Proprietor/Partner/Director', null],
    ]);
    const edit = await call<{ data: ContractorProfileData }>('GET', `/contractors/${account.id}/edit`, {
      token: account.token,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toEqual(loaded);
    // The files are the account's: its owner reads them.
    const photo = await call('GET', apiPath(loaded.basic.director_avatar_url), { token: account.token });
    expect(photo.status).toBe(200);
  });
});

describe('Basic tab', () => {
  it('saves company, director, work type and bank details, keeping the stored photo; the reload shows them', async () => {
    const body = {
      ...basicBody(loaded),
      company_name: 'Patil Infra Projects',
      est_year: '2006',
      address: 'Plot 14, Hinjewadi Phase 2, Pune',
      company_landline_no: '02027650000',
      with_labour_material: [1, 2],
      bank_details: {
        favouring_name: 'Patil Infra Projects',
        account_no: '5566778899',
        bank_name: 'ICICI Bank',
        branch_name: 'Wakad',
        ifsc_code: 'ICIC0000123',
      },
    };
    const { status, body: answer } = await save(body, 'POST');
    expect(status).toBe(200);
    expect(answer.message).toBe(m.saved);
    const reloaded = await profileOf(account.token);
    expect(answer.data).toEqual(reloaded);
    expect(reloaded.basic).toMatchObject({
      company_name: 'Patil Infra Projects',
      est_year: 2006,
      address: 'Plot 14, Hinjewadi Phase 2, Pune',
      with_labour_material: [1, 2],
      director_avatar: loaded.basic.director_avatar,
    });
    expect(reloaded.bank_details).toEqual(body.bank_details);
    // Only the Basic tab changed.
    expect(reloaded.director_proprietor).toEqual(loaded.director_proprietor);
    expect(reloaded.contractor_documents).toEqual(loaded.contractor_documents);
    expect(Date.parse(reloaded.updated_at)).toBeGreaterThan(Date.parse(loaded.updated_at));
    loaded = reloaded;
  });

  it('refuses an empty form with the vendor basic messages, and nothing changes', async () => {
    await expectRefused(
      { form: 'basic' },
      {
        name: 'Please enter name.',
        company_name: 'Please enter name of company.',
        est_year: 'Please enter year of establishment.',
        address: 'Please enter address of company/firm.',
        email: 'Please enter email address.',
        mobile_no: 'Please enter mobile no.',
        company_landline_no: 'Please enter landline no.',
        director_name: 'Please enter director name.',
        director_dob: 'Please enter director date of birth.',
        director_address: 'Please enter director address.',
        director_avatar: 'Please upload file',
        material_work_type_id: 'Please select type of work.',
        with_labour_material: 'Please select at-least one option.',
      },
    );
    await expectRefused(
      { ...basicBody(loaded), email: 'not-an-email', mobile_no: '98220', company_landline_no: 'ten' },
      {
        email: 'Please enter valid email address.',
        mobile_no: 'Mobile no. must be of 10 digits',
        company_landline_no: 'Landline no. must be numeric.',
      },
    );
    await expectRefused(
      { ...basicBody(loaded), material_work_type_id: 999 },
      {
        material_work_type_id: 'Please select a type of work from the list.',
      },
    );
  });
});

describe('Partner and Staff tab', () => {
  it('changes a row, adds rows and removes one; the other rows stay intact', async () => {
    const directors = rowsBody(loaded.director_proprietor, directorProprietorList);
    const staff = rowsBody(loaded.technical_staff, technicalStaffList);
    const added = await save({
      form: 'directorTechnicalStaff',
      director_proprietor: [
        { ...directors[0], experience: '19 years' },
        { name: 'Rohan Patil', qualification: 'MBA', experience: '6 years' },
        { name: 'Kavya Rao', qualification: 'B.Arch', experience: '4 years' },
      ],
      technical_staff: staff,
    });
    expect(added.status).toBe(200);
    let reloaded = await profileOf(account.token);
    expect(reloaded.director_proprietor.map((row) => [row.id, row.name, row.experience])).toEqual([
      [1, 'Asha Patil', '19 years'],
      [2, 'Rohan Patil', '6 years'],
      [3, 'Kavya Rao', '4 years'],
    ]);
    expect(reloaded.technical_staff).toEqual(loaded.technical_staff);

    // Remove director 2; send only row 3 (row 1 is neither sent nor removed: it stays as it is).
    const removed = await save({
      form: 'directorTechnicalStaff',
      director_proprietor: [{ id: 3, name: 'Kavya Rao', qualification: 'B.Arch', experience: '5 years' }],
      technical_staff: staff,
      director_removed: [2],
    });
    expect(removed.status).toBe(200);
    reloaded = await profileOf(account.token);
    expect(reloaded.director_proprietor.map((row) => [row.id, row.name, row.experience])).toEqual([
      [1, 'Asha Patil', '19 years'],
      [3, 'Kavya Rao', '5 years'],
    ]);
    expect(reloaded.technical_staff).toEqual(loaded.technical_staff);
    loaded = reloaded;
  });

  it('refuses a 6th director, unknown ids and the last row removed, naming each; nothing changes', async () => {
    const staff = rowsBody(loaded.technical_staff, technicalStaffList);
    const newDirector = (name: string) => ({ name, qualification: 'B.E.', experience: '2 years' });
    const tooMany = fieldMessages.tooManyRows(directorProprietorList.title, 5);
    // Two stored + four new = 6.
    await expectRefused(
      {
        form: 'directorTechnicalStaff',
        director_proprietor: ['A', 'B', 'C', 'D'].map(newDirector),
        technical_staff: staff,
      },
      { director_proprietor: tooMany },
    );
    // Six in one body: the same message.
    await expectRefused(
      {
        form: 'directorTechnicalStaff',
        director_proprietor: ['A', 'B', 'C', 'D', 'E', 'F'].map(newDirector),
        technical_staff: staff,
      },
      { director_proprietor: tooMany },
    );
    await expectRefused(
      {
        form: 'directorTechnicalStaff',
        director_proprietor: [{ ...newDirector('X'), id: 2 }],
        technical_staff: staff,
        technical_staff_removed: [9],
      },
      {
        'director_proprietor.0.id': m.unknownRow(directorProprietorList.title, 2),
        technical_staff_removed: m.unknownRemoved(technicalStaffList.title, 9),
      },
    );
    await expectRefused(
      {
        form: 'directorTechnicalStaff',
        director_proprietor: rowsBody(loaded.director_proprietor, directorProprietorList),
        technical_staff: staff,
        technical_staff_removed: [1],
      },
      { 'technical_staff.0.id': m.savedAndRemoved(technicalStaffList.title, 1) },
    );
    await expectRefused(
      { form: 'directorTechnicalStaff', director_proprietor: [{}], technical_staff: [] },
      {
        'director_proprietor.0.name': 'Please enter name of director.',
        'director_proprietor.0.qualification': 'Please enter qualifications.',
        'director_proprietor.0.experience': 'Please enter experience.',
        technical_staff: fieldMessages.atLeastOneRow(technicalStaffList.title),
      },
    );
  });

  it('lets a list reach exactly 5 directors', async () => {
    const { status } = await save({
      form: 'directorTechnicalStaff',
      director_proprietor: ['Three', 'Four', 'Five'].map((name) => ({
        name,
        qualification: 'B.E.',
        experience: '1 year',
      })),
      technical_staff: rowsBody(loaded.technical_staff, technicalStaffList),
    });
    expect(status).toBe(200);
    loaded = await profileOf(account.token);
    expect(loaded.director_proprietor.map((row) => row.id)).toEqual([1, 3, 4, 5, 6]);
  });
});

describe('Works tab', () => {
  const consultants = {
    architects_name: 'Kale Architects',
    architects_address: 'Deccan, Pune',
    architects_tel_no: '9822098220',
    other_consultants_name: 'Joshi Structural',
    other_consultants_address: 'Aundh, Pune',
    other_consultants_tel_no: '9822198221',
  };

  it('asks every field of a completed work (SPEC §5), numbers and tel. nos. included', async () => {
    const completed = rowsBody(loaded.completed_works, profileCompletedWorksList);
    const ongoing = rowsBody(loaded.ongoing_works, ongoingWorksList);
    // As registered, the completed work has no architect or consultant: the profile asks for them.
    await expectRefused(
      { form: 'works', completed_works: completed, ongoing_works: ongoing },
      {
        'completed_works.0.architects_name': "Please enter architect's name.",
        'completed_works.0.architects_address': "Please enter architect's address.",
        'completed_works.0.architects_tel_no': "Please enter architect's tel.no.",
        'completed_works.0.other_consultants_name': "Please enter other consultant's name.",
        'completed_works.0.other_consultants_address': "Please enter other consultant's address.",
        'completed_works.0.other_consultants_tel_no': "Please enter other consultant's tel.no.",
      },
    );
    await expectRefused(
      {
        form: 'works',
        completed_works: [{ ...completed[0], ...consultants, actual_cost: 'a lot', architects_tel_no: '98-220' }],
        ongoing_works: [{ ...ongoing[0], responsible_staff: '', award_date: '' }],
      },
      {
        'completed_works.0.actual_cost': 'Please enter numeric values only',
        'completed_works.0.architects_tel_no': 'Please enter proper tel.no.',
        'ongoing_works.0.responsible_staff': 'Please enter responsible Staff.',
        'ongoing_works.0.award_date': 'Please enter date of award.',
      },
    );
  });

  it('saves completed (completed=1) and ongoing (completed=0) works; adds and removes rows', async () => {
    const completed = rowsBody(loaded.completed_works, profileCompletedWorksList);
    const ongoing = rowsBody(loaded.ongoing_works, ongoingWorksList);
    const { status } = await save({
      form: 'works',
      completed_works: [
        { ...completed[0], ...consultants, actual_cost: 472.25 },
        { ...completed[0], ...consultants, id: undefined, title_description: 'School building, Wakad' },
      ],
      ongoing_works: [
        ongoing[0],
        { ...ongoing[0], id: undefined, title_description: 'Metro depot sheds', stage_work: 'Foundations' },
      ],
    });
    expect(status).toBe(200);
    const reloaded = await profileOf(account.token);
    expect(
      reloaded.completed_works.map((row) => [row.id, row.title_description, row.actual_cost, row.completed]),
    ).toEqual([
      [1, 'IT park, tower B', 472.25, 1],
      [2, 'School building, Wakad', 470, 1],
    ]);
    expect(reloaded.completed_works[0]).toMatchObject(consultants);
    expect(reloaded.ongoing_works.map((row) => [row.id, row.title_description, row.completed])).toEqual([
      [1, 'Residential towers', 0],
      [2, 'Metro depot sheds', 0],
    ]);

    const removed = await save({
      form: 'works',
      completed_works: rowsBody(reloaded.completed_works.slice(1), profileCompletedWorksList),
      ongoing_works: rowsBody(reloaded.ongoing_works, ongoingWorksList),
      completed_work_removed: [1],
    });
    expect(removed.status).toBe(200);
    const after = await profileOf(account.token);
    expect(after.completed_works.map((row) => row.id)).toEqual([2]);
    expect(after.ongoing_works).toEqual(reloaded.ongoing_works);
    loaded = after;
  });
});

describe('Machinery Equipments tab', () => {
  it('refuses empty rows with SPEC messages, then adds, changes and removes machines', async () => {
    await expectRefused(
      { form: 'equipment', equipments: [{}] },
      {
        'equipments.0.name_description': 'Please enter name & description.',
        'equipments.0.make': 'Please enter make.',
        'equipments.0.mfg_year': 'Please enter mfg year.',
        'equipments.0.year_purchase': 'Please enter purchase Year.',
      },
    );
    const [mixer] = rowsBody(loaded.equipments, equipmentList);
    const added = await save({
      form: 'equipment',
      equipments: [
        { ...mixer, make: 'Ajax Fiori Engineering' },
        { name_description: 'Tower crane 6 t', make: 'Potain', mfg_year: 2015, year_purchase: 2016 },
      ],
    });
    expect(added.status).toBe(200);
    const removed = await save({ form: 'equipment', equipments: [], equipments_removed: [1] }, 'POST');
    // An empty list is never sent: the list keeps at least one row.
    expect(removed.status).toBe(400);
    const kept = await save({
      form: 'equipment',
      equipments: [{ id: 2, name_description: 'Tower crane 6 t', make: 'Potain', mfg_year: 2015, year_purchase: 2017 }],
      equipments_removed: [1],
    });
    expect(kept.status).toBe(200);
    loaded = await profileOf(account.token);
    expect(loaded.equipments).toEqual([
      { id: 2, name_description: 'Tower crane 6 t', make: 'Potain', mfg_year: 2015, year_purchase: 2017 },
    ]);
  });
});

describe('Certificates tab', () => {
  const certificatesBody = (data: ContractorProfileData) => ({
    form: 'document_certificate',
    ...documentsBody(data.contractor_documents),
    turnovers: rowsBody(data.turnovers, turnoversList),
    quality_certificates: rowsBody(data.quality_certificates, qualityCertificatesList),
  });

  it('refuses with SPEC messages: PAN, GSTIN, pin code, turnover value, certificate name and file', async () => {
    const body = certificatesBody(loaded);
    const turnovers = body.turnovers.map((row, index) => (index === 0 ? { ...row, amount: '' } : row));
    await expectRefused(
      {
        ...body,
        document_1: { value: 'AAPFU-0939', storage: null },
        document_2: { value: '27AAPFU0939F1Z', storage: keep(loaded.contractor_documents[1]?.storage) },
        document_3: { value: '41104', storage: keep(loaded.contractor_documents[2]?.storage) },
        turnovers,
        quality_certificates: [{ name: '', storage: keep(loaded.quality_certificates[0]?.storage) }],
      },
      {
        'document_1.value': 'PAN Number must be alpha-numeric',
        'document_1.storage': 'Please upload file',
        'document_2.value': 'Please enter valid GSTIN.',
        'document_3.value': 'Please enter valid pin code.',
        'turnovers.0.amount': 'Please enter value.',
        'quality_certificates.0.name': 'Please enter name of certificate',
      },
    );
    // The previous three calendar years, each once.
    await expectRefused(
      { ...body, turnovers: body.turnovers.map((row) => ({ ...row, year: 2019 })) },
      { turnovers: 'Turnover must be given for each of the previous three calendar years.' },
    );
  });

  it('replaces a document file and a turnover certificate, adds a certificate with a new upload, removes one', async () => {
    const pdf = await samplePdf('GST certificate, renewed');
    const [gst, turnover, certificate] = await Promise.all([
      uploadFile('document', pdf, 'gst-2026.pdf', 'application/pdf'),
      uploadFile('turnover_certificate', pdf, 'turnover.pdf', 'application/pdf'),
      uploadFile('certificate', SAMPLE_PNG, 'iso-14001.png', 'image/png'),
    ]);
    const body = certificatesBody(loaded);
    const { status, body: answer } = await save({
      ...body,
      document_2: { value: '27AAPFU0939F1ZV', storage: gst },
      document_4: { value: 'Electricity bill', storage: null },
      turnovers: body.turnovers.map((row, index) =>
        index === 1 ? { ...row, amount: 1234.5, certificate_storage: turnover } : row,
      ),
      quality_certificates: [...body.quality_certificates, { name: 'ISO 14001:2015', storage: certificate }],
    });
    expect(status).toBe(200);
    const reloaded = await profileOf(account.token);
    expect(answer.data).toEqual(reloaded);
    expect(reloaded.contractor_documents[1]).toMatchObject({
      document_value: '27AAPFU0939F1ZV',
      storage: { file_name: 'gst-2026.pdf', content_type: 'application/pdf' },
    });
    expect(reloaded.contractor_documents[1]?.storage?.key).toMatch(new RegExp(`^files/${account.id}/`));
    expect(reloaded.contractor_documents[3]).toMatchObject({ document_value: 'Electricity bill', storage: null });
    expect(reloaded.contractor_documents[0]).toEqual(loaded.contractor_documents[0]);
    expect(reloaded.turnovers[1]).toMatchObject({
      id: 2,
      amount: 1234.5,
      certificate_storage: { file_name: 'turnover.pdf' },
    });
    expect(reloaded.turnovers[0]).toEqual(loaded.turnovers[0]);
    expect(reloaded.quality_certificates.map((row) => [row.id, row.name])).toEqual([
      [1, 'ISO 9001:2015'],
      [2, 'ISO 14001:2015'],
    ]);
    // The new files are stored and readable by their owner.
    const link = await call<{ data: { url: string } }>('GET', apiPath(reloaded.quality_certificates[1]?.storage_url), {
      token: account.token,
    });
    expect(link.status).toBe(200);
    expect((await fetch(link.body.data.url)).status).toBe(200);
    // An upload is used once: sending the same ticket again is refused.
    await expectRefused(
      { ...certificatesBody(reloaded), quality_certificates: [{ name: 'Again', storage: certificate }] },
      { 'quality_certificates.0.storage': 'This upload is no longer available. Please upload the file again.' },
    );

    const removed = await save({
      ...certificatesBody(reloaded),
      quality_certificates: rowsBody(reloaded.quality_certificates.slice(1), qualityCertificatesList),
      certificates_removed: [1],
    });
    expect(removed.status).toBe(200);
    loaded = await profileOf(account.token);
    expect(loaded.quality_certificates.map((row) => row.name)).toEqual(['ISO 14001:2015']);
    expect(loaded.turnovers).toEqual(reloaded.turnovers);
  });
});

describe('Contacts tab', () => {
  it('refuses with SPEC messages, then adds and removes contacts', async () => {
    await expectRefused(
      {
        form: 'contact_person',
        contact_persons: [
          { name: '', mobile_no: 'call me' },
          { name: 'Z', mobile_no: '98220' },
        ],
      },
      {
        'contact_persons.0.name': 'Please enter name of contact.',
        'contact_persons.0.mobile_no': 'Please enter proper mobile number.',
        'contact_persons.1.mobile_no': 'Mobile no. must be of 10 digits',
      },
    );
    await expectRefused(
      { form: 'contact_person', contact_persons: [{}] },
      {
        'contact_persons.0.name': 'Please enter name of contact.',
        'contact_persons.0.mobile_no': 'Please enter proper mobile number.',
      },
    );
    const added = await save({
      form: 'contact_person',
      contact_persons: [
        ...rowsBody(loaded.contact_persons, contactPersonsList),
        { name: 'Nikhil Kulkarni', mobile_no: '9890098900' },
      ],
    });
    expect(added.status).toBe(200);
    const removed = await save({
      form: 'contact_person',
      contact_persons: [{ id: 2, name: 'Nikhil Kulkarni', mobile_no: '9890098901' }],
      contact_persons_removed: [1],
    });
    expect(removed.status).toBe(200);
    loaded = await profileOf(account.token);
    expect(loaded.contact_persons).toEqual([{ id: 2, name: 'Nikhil Kulkarni', mobile_no: '9890098901' }]);
  });
});

describe('saves that meet', () => {
  it('a save that lost the race to another gets 409, and nothing of it is stored', async () => {
    const stored = await getAccountProfile(account.id);
    // The PROFILE item was read at an updated_at another save has replaced since.
    await expect(
      saveProfile({
        accountId: account.id,
        readUpdatedAt: '2020-01-01T00:00:00.000Z',
        lists: [{ name: 'contact_persons', rows: [], next_row_id: 99 }],
        uploadIds: [],
        now: new Date(),
      }),
    ).rejects.toSatisfy((error) => error instanceof ProfileSaveConflictError && error.reason === 'changed');
    expect(await getAccountProfile(account.id)).toEqual(stored);

    // Through the API: saves sent at once each land or get the 409 with its message.
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((make) =>
        save({
          form: 'equipment',
          equipments: [{ id: 2, name_description: 'Tower crane 6 t', make, mfg_year: 2015, year_purchase: 2017 }],
        }),
      ),
    );
    for (const answer of answers) {
      expect([200, 409]).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.message).toBe(m.changedMeanwhile);
    }
    const saved = answers
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.body.data.equipments[0]?.make);
    expect(saved).toContain((await profileOf(account.token)).equipments[0]?.make);
  });
});

describe('Basic tab: the login email and mobile', () => {
  it('asks the current password, refuses a taken address, then moves the login and asks to verify the new address', async () => {
    const other = await registerContractor('profile-taken');
    const body = basicBody(await profileOf(account.token));
    const newEmail = `moved.${account.id}.${Date.now()}@example.com`;

    const noPassword = await save({ ...body, email: newEmail });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors).toEqual({ current_password: [m.currentPasswordForLogin] });
    const wrong = await save({ ...body, email: newEmail, current_password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ current_password: [accountMessages.currentPasswordWrong] });
    const taken = await save({ ...body, email: other.email.toUpperCase(), current_password: account.password });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: m.emailTaken, errors: { email: [m.emailTaken] } });
    const takenMobile = await save({ ...body, mobile_no: other.mobile, current_password: account.password });
    expect(takenMobile.status).toBe(409);
    expect(takenMobile.body.errors).toEqual({ mobile_no: [m.mobileTaken] });
    expect(await storedUser(account.id)).toMatchObject({ email: account.email, mobile: account.mobile });

    const moved = await save({ ...body, email: newEmail, current_password: account.password });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe(m.emailChanged);
    expect(moved.body.data.user.email).toBe(newEmail);
    expect(await storedUser(account.id)).toMatchObject({ email: newEmail, email_verified_at: null });
    // The new address logs in, the old one no longer does; the old one is free again.
    expect((await call('POST', '/login', { body: { email: account.email, password: account.password } })).status).toBe(
      401,
    );
    const token = await loginToken({ email: newEmail, password: account.password });
    const checked = await call<{ data: { exists: boolean } }>('GET', `/users/check_email_exists/${account.email}/null`);
    expect(checked.body.data.exists).toBe(false);
    // Unverified until the mailed link is opened; then the profile shows the new address.
    expect((await call('GET', '/profile', { token })).status).toBe(403);
    const mail = await latestMail(newEmail, 'Verify your account');
    const verifyUrl = decodeURIComponent(linkIn(mail, '/email/verify/').pathname.slice('/email/verify/'.length));
    expect((await call('GET', `/email/verify?token=${encodeURIComponent(verifyUrl)}`, { token })).status).toBe(202);
    const reloaded = await profileOf(token);
    expect(reloaded.basic.email).toBe(newEmail);
    expect(reloaded.user.email).toBe(newEmail);
  }, 60_000);
});

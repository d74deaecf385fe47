import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessages } from '@tender/shared/field-spec';
import { profileMessages as m } from '@tender/shared/profile-fields';
import { directorProprietorList, technicalStaffList, turnoverYears } from '@tender/shared/registration-fields';
import type { ContractorProfileData } from '@tender/shared/schemas/profile';
import { call } from '../support/api-call';
import {
  apiPath,
  basicBody,
  profileOf,
  registerContractor,
  rowsBody,
  type RegisteredAccount,
} from '../support/registered-account';
import { contractorProfileSaves } from './profile-contractor-support';

// The contractor's profile: GET /profile, the Basic tab and the Partner and Staff tab, saved and
// reloaded (SPEC §5 messages); shared setup in profile-contractor-support.ts.

let account: RegisteredAccount;
let loaded: ContractorProfileData;

const { save, expectRefused } = contractorProfileSaves(() => account);

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

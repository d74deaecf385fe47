import { beforeAll, describe, expect, it } from 'vitest';
import { profileCompletedWorksList, profileMessages as m } from '@tender/shared/profile-fields';
import {
  equipmentList,
  ongoingWorksList,
  qualityCertificatesList,
  turnoversList,
} from '@tender/shared/registration-fields';
import type { ContractorProfileData } from '@tender/shared/schemas/profile';
import { ProfileSaveConflictError, saveProfile } from '../../functions/data/profile-save-repository';
import { getAccountProfile } from '../../functions/data/profiles-repository';
import { call } from '../support/api-call';
import {
  apiPath,
  documentsBody,
  keep,
  profileOf,
  registerContractor,
  rowsBody,
  type RegisteredAccount,
} from '../support/registered-account';
import { SAMPLE_PNG, samplePdf, uploadFile } from '../support/uploads';
import { contractorProfileSaves } from './profile-contractor-support';

// The contractor's profile: the Works, Machinery Equipments and Certificates tabs, saved and
// reloaded (SPEC §5 messages), and saves that meet (on the machines saved before); shared setup in
// profile-contractor-support.ts.

let account: RegisteredAccount;
let loaded: ContractorProfileData;

const { save, expectRefused } = contractorProfileSaves(() => account);

beforeAll(async () => {
  account = await registerContractor('profile-tabs');
  loaded = await profileOf(account.token);
}, 60_000);

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

import {
  builderProfileForms,
  contractorProfileForms,
  organizationProfileForms,
  type ProfileFormSpec,
} from '@tender/shared/profile-fields';
import { turnoverYears } from '@tender/shared/registration-fields';
import { BuilderProfileSave } from '@tender/shared/schemas/builder-profile';
import { ContractorProfileSave, OrganizationProfileSave } from '@tender/shared/schemas/profile';
import { describe, expect, it } from 'vitest';
import { builderProfile } from '../../testing/builder-profile-fixture';
import { contractorProfile, organizationProfile, storedFile } from '../../testing/profile-fixtures';
import { editableProfile, profileTabs, selectedTab, tabSlug } from './profile-tabs';
import { movesLogin, tabBody, tabValues } from './profile-values';

const NOW = new Date('2026-05-10T10:00:00+05:30');
const form = (forms: readonly ProfileFormSpec[], name: string) => forms.find((spec) => spec.form === name)!;
const contractorForm = (name: string) => form(contractorProfileForms, name);
const organizationForm = (name: string) => form(organizationProfileForms, name);

const keep = (serial: number) => ({ key: storedFile(serial).key, file_name: storedFile(serial).file_name });

describe('profile tabs', () => {
  it('Contractor: Basic, Partner and Staff, Works, Machinery Equipments, Certificates, Contacts', () => {
    expect(profileTabs('contractor').map((tab) => [tab.spec.tab, tab.slug, tab.spec.form])).toEqual([
      ['Basic', 'basic', 'basic'],
      ['Partner and Staff', 'partner-and-staff', 'directorTechnicalStaff'],
      ['Works', 'works', 'works'],
      ['Machinery Equipments', 'machinery-equipments', 'equipment'],
      ['Certificates', 'certificates', 'document_certificate'],
      ['Contacts', 'contacts', 'contact_person'],
    ]);
  });

  it('Organization: Basic, Partner, Works, Documents', () => {
    expect(profileTabs('organization').map((tab) => [tab.spec.tab, tab.slug, tab.spec.form])).toEqual([
      ['Basic', 'basic', 'basic'],
      ['Partner', 'partner', 'partners'],
      ['Works', 'works', 'works'],
      ['Documents', 'documents', 'documents'],
    ]);
  });

  it('?tab= picks the tab; none or an unknown one is Basic', () => {
    expect(selectedTab('contractor', 'works').spec.form).toBe('works');
    expect(selectedTab('organization', 'partner').spec.form).toBe('partners');
    expect(selectedTab('organization', 'contacts').spec.form).toBe('basic');
    expect(selectedTab('contractor', null).spec.form).toBe('basic');
    expect(tabSlug(' Machinery  Equipments ')).toBe('machinery-equipments');
  });

  it('Builder: Company, Director, Bank (the builder form’s sections)', () => {
    expect(profileTabs('builder').map((tab) => [tab.spec.tab, tab.slug, tab.spec.form])).toEqual([
      ['Company', 'company', 'basic'],
      ['Director', 'director', 'director'],
      ['Bank', 'bank', 'bank'],
    ]);
  });

  it('a contractor, an organisation or a builder has a profile to edit; an account without one none', () => {
    expect(editableProfile(contractorProfile(NOW))?.kind).toBe('contractor');
    expect(editableProfile(builderProfile())?.kind).toBe('builder');
    expect(editableProfile({ role: 'Subscriber', user: { id: 3, name: 'B', email: 'b@example.com' } })).toBeNull();
  });
});

describe('tab values and the body each Save sends', () => {
  it('every contractor tab: the server accepts the body of the loaded values', () => {
    const profile = contractorProfile(NOW);
    for (const spec of contractorProfileForms) {
      const values = tabValues(spec, profile, NOW);
      // The oldest of the three turnover years is not stored yet: the visitor fills it in.
      if (spec.form === 'document_certificate')
        values.turnovers[2] = { ...values.turnovers[2], amount: '800', certificate_storage: keep(9) };
      const body = tabBody(spec, values);
      const parsed = ContractorProfileSave.safeParse(body);
      expect(parsed.success, `${spec.form}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('every organisation tab: the same, once the values the registration left empty are filled in', () => {
    const profile = organizationProfile();
    for (const spec of organizationProfileForms) {
      const values = tabValues(spec, profile, NOW);
      // Basic asks billing_name, Documents every value (the registration left them empty).
      if (spec.form === 'basic') values.billing_name = 'PMHS Billing';
      if (spec.form === 'documents') {
        values.document_2.value = '27AAPFU0939F1ZV';
        values.document_4.value = 'Electricity bill';
      }
      const parsed = OrganizationProfileSave.safeParse(tabBody(spec, values));
      expect(parsed.success, `${spec.form}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('Basic sends form, its own fields, work types, bank details; stored photo kept; numbers as typed', () => {
    const spec = contractorForm('basic');
    const values = tabValues(spec, contractorProfile(NOW), NOW);
    expect(values).toMatchObject({
      est_year: '2005',
      material_work_type_id: '1',
      with_labour_material: ['1', '3'],
      director_avatar: storedFile(1, 'director.jpg'),
      current_password: '',
    });
    values.bank_details.ifsc_code = 'hdfc0001234';
    const body = tabBody(spec, values);
    expect(Object.keys(body).sort()).toEqual(
      [
        'form',
        'name',
        'company_name',
        'est_year',
        'address',
        'email',
        'mobile_no',
        'company_landline_no',
        'director_name',
        'director_dob',
        'director_address',
        'director_avatar',
        'material_work_type_id',
        'with_labour_material',
        'bank_details',
      ].sort(),
    );
    expect(body).toMatchObject({
      form: 'basic',
      est_year: '2005',
      director_avatar: { key: storedFile(1).key, file_name: 'director.jpg' },
      bank_details: { ifsc_code: 'HDFC0001234', favouring_name: 'Patil Constructions' },
    });
    expect(tabBody(spec, { ...values, current_password: 'Old-Password-1' }).current_password).toBe('Old-Password-1');
  });

  it('Partner and Staff: rows keep their ids, a new row has none, a removed row goes in director_removed only', () => {
    const spec = contractorForm('directorTechnicalStaff');
    const values = tabValues(spec, contractorProfile(NOW), NOW);
    expect(values.director_removed).toEqual([]);
    expect(values.technical_staff_removed).toEqual([]);
    // As the list editor leaves it: row 2 removed, a new row added.
    values.director_proprietor = [
      values.director_proprietor[0],
      { name: 'Kiran Rao', qualification: 'B.Arch', experience: '4 years' },
    ];
    values.director_removed = [2];
    const body = tabBody(spec, values);
    expect(body).toEqual({
      form: 'directorTechnicalStaff',
      director_proprietor: [
        { id: 1, name: 'Asha Patil', qualification: 'B.E. Civil', experience: '18 years' },
        { name: 'Kiran Rao', qualification: 'B.Arch', experience: '4 years' },
      ],
      director_removed: [2],
      technical_staff: [
        {
          id: 1,
          name: 'Vikram Joshi',
          qualification: 'M.E. Structures',
          experience: '9 years',
          working_with_company_since: '2016',
        },
      ],
      technical_staff_removed: [],
    });
    expect(ContractorProfileSave.safeParse(body).success).toBe(true);
  });

  it('Works: completed and ongoing rows with ids, no tags or links, empty optional values as empty text', () => {
    const spec = contractorForm('works');
    const body = tabBody(spec, tabValues(spec, contractorProfile(NOW), NOW));
    expect(Object.keys(body).sort()).toEqual(
      ['form', 'completed_works', 'completed_work_removed', 'ongoing_works', 'ongoing_work_removed'].sort(),
    );
    const [completed] = body.completed_works as Record<string, unknown>[];
    const [ongoing] = body.ongoing_works as Record<string, unknown>[];
    expect(completed).toMatchObject({ id: 1, tendered_cost: '450.5', actual_cost: '470' });
    expect(completed).not.toHaveProperty('completed');
    expect(ongoing).toMatchObject({ id: 4, actual_cost: '', actual_completion_date: '', award_date: '2025-01-15' });
  });

  it('Certificates: the four documents, turnover for exactly the previous three years, certificates kept', () => {
    const spec = contractorForm('document_certificate');
    const values = tabValues(spec, contractorProfile(NOW), NOW);
    const [latest, middle, oldest] = turnoverYears(NOW) as [number, number, number];
    // The stored rows of the two later years keep their ids; the oldest year is new; the older stored year is left out.
    expect(values.turnovers).toEqual([
      { id: 1, year: String(latest), amount: '900', certificate_storage: storedFile(5) },
      { id: 2, year: String(middle), amount: '1000.5', certificate_storage: storedFile(6) },
      { year: String(oldest), amount: '', certificate_storage: null },
    ]);
    values.document_1.value = 'aapfu0939f';
    const body = tabBody(spec, values);
    expect(body).toMatchObject({
      form: 'document_certificate',
      document_1: { value: 'AAPFU0939F', storage: keep(2) },
      document_4: { value: '', storage: null },
      quality_certificates: [{ id: 1, name: 'ISO 9001:2015', storage: keep(8) }],
      certificates_removed: [],
    });
    expect(body).not.toHaveProperty('turnovers_removed');
    expect(Object.keys(body)).not.toContain('director_proprietor');
  });

  it('a new upload goes as its tmp key; a removed file as null', () => {
    const spec = contractorForm('document_certificate');
    const values = tabValues(spec, contractorProfile(NOW), NOW);
    values.quality_certificates[0].storage = { key: 'tmp/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60', file_name: 'iso.pdf' };
    values.document_3.storage = null;
    const body = tabBody(spec, values) as unknown as Record<string, unknown> & {
      quality_certificates: Record<string, unknown>[];
    };
    expect(body.quality_certificates[0]?.storage).toEqual({
      key: 'tmp/0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60',
      file_name: 'iso.pdf',
    });
    expect(body.document_3).toEqual({ value: '411045', storage: null });
  });

  it('an empty stored list starts with one empty row', () => {
    const profile = { ...contractorProfile(NOW), contact_persons: [] };
    const spec = contractorForm('contact_person');
    expect(tabValues(spec, profile, NOW).contact_persons).toEqual([{ name: '', mobile_no: '' }]);
  });

  it('organisation Partner and Works: organization_directors with partner_removed, organization_works with work_removed', () => {
    const profile = organizationProfile();
    const partners = tabValues(organizationForm('partners'), profile, NOW);
    partners.organization_directors = [{ name: 'N. Joshi', qualification: 'MBA', experience: '7' }];
    partners.partner_removed = [1];
    expect(tabBody(organizationForm('partners'), partners)).toEqual({
      form: 'partners',
      organization_directors: [{ name: 'N. Joshi', qualification: 'MBA', experience: '7' }],
      partner_removed: [1],
    });
    const works = tabBody(organizationForm('works'), tabValues(organizationForm('works'), profile, NOW));
    expect(works).toMatchObject({
      form: 'works',
      organization_works: [{ id: 1, name: 'Green Meadows', number_buildings: '4', total_area: '250000' }],
      work_removed: [],
    });
    const documents = tabBody(organizationForm('documents'), tabValues(organizationForm('documents'), profile, NOW));
    expect(documents).toMatchObject({ form: 'documents', document_2: { value: '', storage: null } });
    const basic = tabValues(organizationForm('basic'), profile, NOW);
    expect(basic.billing_name).toBe('');
    expect(basic.bank_details).toEqual({
      favouring_name: '',
      account_no: '',
      bank_name: '',
      branch_name: '',
      ifsc_code: '',
    });
  });
});

describe('movesLogin: Basic asks the current password only when the login email or mobile changes', () => {
  const profile = contractorProfile(NOW);
  const values = tabValues(contractorForm('basic'), profile, NOW);
  it.each([
    ['nothing changed', {}, false],
    ['the same email in capitals', { email: ' ASHA@example.com ' }, false],
    ['another email', { email: 'asha.new@example.com' }, true],
    ['another mobile', { mobile_no: '9822099999' }, true],
    ['the name only', { name: 'Asha P.' }, false],
  ])('%s', (_, change, expected) => {
    expect(movesLogin({ ...values, ...change }, profile)).toBe(expected);
  });
});

describe('movesLogin of a builder: its company email and mobile are its login', () => {
  const profile = builderProfile();
  const values = tabValues(builderProfileForms[0], profile, NOW);
  it.each([
    ['nothing changed', {}, false],
    ['another company email', { company_email: 'sahyadri.new@example.com' }, true],
    ['another company mobile', { company_mobile_no: '9822099999' }, true],
    ['the company name only', { company_name: 'Sahyadri Developers' }, false],
  ])('%s', (_, change, expected) => {
    expect(movesLogin({ ...values, ...change }, profile)).toBe(expected);
  });

  it('the Bank tab sends every bank field, the IFSC in capitals', () => {
    const bank = builderProfileForms[2];
    const values = tabValues(bank, profile, NOW);
    values.bank_details.ifsc_code = 'sbin0001234';
    expect(BuilderProfileSave.parse(tabBody(bank, values))).toEqual({
      form: 'bank',
      bank_details: { ...profile.bank_details, ifsc_code: 'SBIN0001234' },
    });
  });
});

// GET /profile answers for the profile's unit tests: a contractor and an organisation as the server
// gives them (rows with ids and tags, numbers as numbers, stored files with their links). Not used by
// the site itself (web/src/testing holds only what tests import).
import { turnoverYears } from '@tender/shared/registration-fields';
import type { ContractorProfileData, OrganizationProfileData } from '@tender/shared/schemas/profile';
import type { StoredFile } from '@tender/shared/schemas/uploads';

export const ACCOUNT_ID = 12;

/** A stored file of the account and the link the answer gives for it. */
export function storedFile(serial: number, fileName = `scan-${serial}.pdf`): StoredFile {
  const uuid = `0b7c5a3e-8d7f-4a51-9f7e-${String(serial).padStart(12, '0')}`;
  return { key: `files/${ACCOUNT_ID}/${uuid}.pdf`, file_name: fileName, content_type: 'application/pdf', size: 2048 };
}

const link = (file: StoredFile) => `/api/v1/${file.key}`;
const withLink = (name: string, file: StoredFile) => ({ [name]: file, [`${name}_url`]: link(file) });

const account = {
  account_id: ACCOUNT_ID,
  status: 'approved',
  review: {
    status: 'approved',
    remark: 'Documents in order.',
    reviewed_at: '2026-01-10T10:00:00.000Z',
    previous_remark: null,
    review_requested_at: null,
  },
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-02-01T10:00:00.000Z',
};

const noLists = {
  director_proprietor: [],
  technical_staff: [],
  equipments: [],
  completed_works: [],
  ongoing_works: [],
  turnovers: [],
  quality_certificates: [],
  contact_persons: [],
  organization_directors: [],
  organization_works: [],
  contractor_documents: [],
  documents: [],
};

const consultants = {
  architects_name: 'P. Gadgil',
  architects_address: 'Deccan, Pune',
  architects_tel_no: '9822011111',
  other_consultants_name: 'S. Rao',
  other_consultants_address: 'Camp, Pune',
  other_consultants_tel_no: '9822022222',
};

const work = {
  scope_work: 'Civil and structural works',
  location: 'Hinjewadi, Pune',
  tendered_cost: 450.5,
  planned_completion_date: '2024-03-31',
  client_contact_person_name: 'R. Kulkarni',
  client_contact_person_address: 'Shivajinagar, Pune',
  ...consultants,
};

export function contractorProfile(now = new Date()): ContractorProfileData {
  const [latest, middle] = turnoverYears(now) as [number, number, number];
  return {
    ...account,
    ...noLists,
    role: 'Contractor',
    kind: 'contractor',
    user: { id: ACCOUNT_ID, name: 'Asha Patil', email: 'asha@example.com' },
    grade: 'C',
    bank_details: {
      favouring_name: 'Patil Constructions',
      account_no: '123456789012',
      bank_name: 'HDFC Bank',
      branch_name: 'Baner',
      ifsc_code: 'HDFC0001234',
    },
    basic: {
      name: 'Asha Patil',
      company_name: 'Patil Constructions',
      est_year: 2005,
      address: 'Plot 12, Hinjewadi Phase 1, Pune',
      email: 'asha@example.com',
      mobile_no: '9822012340',
      company_landline_no: '02027654321',
      director_name: 'Asha Patil',
      director_dob: '1980-04-12',
      director_address: 'Baner Road, Pune',
      ...withLink('director_avatar', storedFile(1, 'director.jpg')),
      material_work_type_id: 1,
      with_labour_material: [1, 3],
    },
    contractor_documents: [
      {
        document_type_id: 1,
        document_name: 'PAN',
        document_value: 'AAPFU0939F',
        storage: storedFile(2),
        storage_url: link(storedFile(2)),
      },
      {
        document_type_id: 2,
        document_name: 'GSTIN',
        document_value: '27AAPFU0939F1ZV',
        storage: storedFile(3),
        storage_url: link(storedFile(3)),
      },
      {
        document_type_id: 3,
        document_name: 'Address proof',
        document_value: '411045',
        storage: storedFile(4),
        storage_url: link(storedFile(4)),
      },
      {
        document_type_id: 4,
        document_name: 'Director address proof',
        document_value: null,
        storage: null,
        storage_url: null,
      },
    ],
    director_proprietor: [
      { id: 1, name: 'Asha Patil', qualification: 'B.E. Civil', experience: '18 years', type: 'director' },
      { id: 2, name: 'Ravi Patil', qualification: 'B.Com', experience: '10 years', type: 'director' },
    ],
    technical_staff: [
      {
        id: 1,
        name: 'Vikram Joshi',
        qualification: 'M.E. Structures',
        experience: '9 years',
        working_with_company_since: 2016,
        type: 'technical_staff',
      },
    ],
    equipments: [
      { id: 3, name_description: 'Concrete mixer 10/7', make: 'Ajax Fiori', mfg_year: 2018, year_purchase: 2019 },
    ],
    completed_works: [
      {
        id: 1,
        ...work,
        title_description: 'IT park, tower B',
        actual_cost: 470,
        actual_completion_date: '2024-06-30',
        completed: 1,
      },
    ],
    ongoing_works: [
      {
        id: 4,
        ...work,
        title_description: 'Residential towers',
        actual_cost: null,
        actual_completion_date: null,
        responsible_staff: 'Vikram Joshi',
        stage_work: 'Slab 7 of 14',
        award_date: '2025-01-15',
        completed: 0,
      },
    ],
    // The year before the previous three is stored (an older save); the oldest of the three is not.
    turnovers: [
      { id: 1, year: latest, amount: 900, certificate_storage: storedFile(5), storage_url: link(storedFile(5)) },
      { id: 2, year: middle, amount: 1000.5, certificate_storage: storedFile(6), storage_url: link(storedFile(6)) },
      { id: 3, year: latest - 3, amount: 700, certificate_storage: storedFile(7), storage_url: link(storedFile(7)) },
    ],
    quality_certificates: [{ id: 1, name: 'ISO 9001:2015', ...withLink('storage', storedFile(8)) }],
    contact_persons: [{ id: 1, name: 'Meera Shah', mobile_no: '9822012345' }],
  } as ContractorProfileData;
}

export function organizationProfile(): OrganizationProfileData {
  return {
    ...account,
    ...noLists,
    role: 'Organization',
    kind: 'organization',
    user: { id: ACCOUNT_ID, name: 'Pune Metro Housing Society', email: 'pmhs@example.com' },
    grade: null,
    bank_details: null,
    basic: {
      name: 'Pune Metro Housing Society',
      company_name: 'PMHS Ltd',
      billing_name: null,
      est_year: 1998,
      address: 'FC Road, Pune',
      email: 'pmhs@example.com',
      mobile_no: '9822012399',
      company_landline_no: '02025531234',
      director_name: 'S. Deshmukh',
      director_dob: '1970-09-01',
      director_address: 'Kothrud, Pune',
      ...withLink('director_avatar', storedFile(1, 'director.jpg')),
    },
    documents: [
      {
        document_type_id: 1,
        document_name: 'PAN',
        document_value: 'AAPFU0939F',
        storage: storedFile(2),
        storage_url: link(storedFile(2)),
      },
      { document_type_id: 2, document_name: 'GSTIN', document_value: null, storage: null, storage_url: null },
      {
        document_type_id: 3,
        document_name: 'Address proof',
        document_value: '411004',
        storage: storedFile(4),
        storage_url: link(storedFile(4)),
      },
      {
        document_type_id: 4,
        document_name: 'Director address proof',
        document_value: null,
        storage: null,
        storage_url: null,
      },
    ],
    organization_directors: [{ id: 1, name: 'S. Deshmukh', qualification: 'MBA', experience: 20 }],
    organization_works: [
      {
        id: 1,
        name: 'Green Meadows',
        number_buildings: 4,
        number_floors: 12,
        total_area: 250000,
        location: 'Wakad, Pune',
        planned_completion_date: '2023-12-31',
        actual_completion_date: '2024-02-28',
        type_construction: 'RCC framed',
      },
    ],
  } as OrganizationProfileData;
}

// Valid registration bodies for tests (API flows, schema tests, browser fills). Files are UploadRefs
// the caller supplies (real uploads in API tests, any well-formed key in schema tests).
import { turnoverYears } from '@tender/shared/registration-fields';

export type FileRef = { key: string; file_name: string };

/** A unique 10-digit mobile number and email address per call, so tests never collide. */
let serial = 0;
export function uniqueContact(prefix = 'vendor') {
  serial += 1;
  const stamp = `${String(Date.now() % 1_000_000).padStart(6, '0')}${String(serial % 1000).padStart(3, '0')}`;
  return { email: `${prefix}.${stamp}.${process.pid}@example.com`, mobile_no: `9${stamp}` };
}

export const samplePan = 'AAPFU0939F';
export const sampleGstin = '27AAPFU0939F1ZV';

export function vendorStepOne(files: (field: string) => FileRef, contact = uniqueContact()) {
  return {
    name: 'Asha Patil',
    company_name: 'Patil Constructions',
    est_year: 2005,
    address: 'Plot 12, Hinjewadi Phase 1, Pune',
    email: contact.email,
    mobile_no: contact.mobile_no,
    company_landline_no: '02027654321',
    material_work_type_id: 1,
    with_labour_material: [1],
    director_name: 'Asha Patil',
    director_dob: '1980-04-12',
    director_address: 'Baner Road, Pune',
    director_avatar: files('director_avatar'),
    bank_details: {
      favouring_name: 'Patil Constructions',
      account_no: '123456789012',
      bank_name: 'HDFC Bank',
      branch_name: 'Baner',
      ifsc_code: 'HDFC0001234',
    },
    document_1: { value: samplePan, storage: files('document_1.storage') },
    document_2: { value: sampleGstin, storage: files('document_2.storage') },
    document_3: { value: '411045', storage: files('document_3.storage') },
    document_4: { value: '', storage: null },
    privacy_consent: true,
  };
}

export function vendorStepTwo(files: (field: string) => FileRef, now = new Date()) {
  const work = {
    title_description: 'IT park, tower B',
    scope_work: 'Civil and structural works',
    location: 'Hinjewadi, Pune',
    tendered_cost: 450.5,
    planned_completion_date: '2024-03-31',
    client_contact_person_name: 'R. Kulkarni',
    client_contact_person_address: 'Shivajinagar, Pune',
  };
  return {
    director_proprietor: [{ name: 'Asha Patil', qualification: 'B.E. Civil', experience: '18 years' }],
    technical_staff: [
      {
        name: 'Vikram Joshi',
        qualification: 'M.E. Structures',
        experience: '9 years',
        working_with_company_since: 2016,
      },
    ],
    equipments: [{ name_description: 'Concrete mixer 10/7', make: 'Ajax Fiori', mfg_year: 2018, year_purchase: 2019 }],
    completed_works: [{ ...work, actual_cost: 470, actual_completion_date: '2024-06-30' }],
    ongoing_works: [
      {
        ...work,
        title_description: 'Residential towers',
        responsible_staff: 'Vikram Joshi',
        stage_work: 'Slab 7 of 14',
        award_date: '2025-01-15',
      },
    ],
    turnovers: turnoverYears(now).map((year, index) => ({
      year,
      amount: 900 + index * 100,
      certificate_storage: files(`turnovers.${index}.certificate_storage`),
    })),
    quality_certificates: [{ name: 'ISO 9001:2015', storage: files('quality_certificates.0.storage') }],
    contact_persons: [{ name: 'Meera Shah', mobile_no: '9822012345' }],
  };
}

export function buyerBody(files: (field: string) => FileRef, contact = uniqueContact('buyer')) {
  return {
    name: 'Pune Metro Housing Society',
    company_name: 'PMHS Ltd',
    est_year: 1998,
    address: 'FC Road, Pune',
    email: contact.email,
    mobile_no: contact.mobile_no,
    company_landline_no: '02025531234',
    director_name: 'S. Deshmukh',
    director_dob: '1970-09-01',
    director_address: 'Kothrud, Pune',
    director_avatar: files('director_avatar'),
    bank_details: { favouring_name: '', account_no: '', bank_name: '', branch_name: '', ifsc_code: '' },
    document_1: { value: samplePan, storage: files('document_1.storage') },
    document_2: { value: sampleGstin, storage: null },
    document_3: { value: '411004', storage: files('document_3.storage') },
    document_4: { value: '', storage: null },
    organization_directors: [{ name: 'S. Deshmukh', qualification: 'MBA', experience: 20 }],
    organization_works: [
      {
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
    privacy_consent: true,
  };
}

export function builderBody(contact = uniqueContact('builder')) {
  return {
    company_name: 'Sahyadri Builders',
    company_email: contact.email,
    company_mobile_no: contact.mobile_no,
    company_address: 'Aundh, Pune',
    pan_no: samplePan,
    gstin: sampleGstin,
    lbt_num_firm: 'LBT123456',
    service_tax_num_firm: 'ST998877',
    material_work_type_id: 2,
    with_labour_material: [1, 2],
    director_name: 'N. Gokhale',
    director_dob: '1975-05-20',
    director_address: 'Aundh, Pune',
    bank_details: {
      favouring_name: 'Sahyadri Builders',
      account_no: '987654321',
      bank_name: 'State Bank of India',
      branch_name: 'Aundh',
      ifsc_code: 'SBIN0001234',
    },
    privacy_consent: true,
  };
}

// A builder's GET /profile answer for the profile's and dashboard's unit tests, as the
// server gives it: the builder form's fields in basic, its bank details, no lists. Test-only.
import type { BuilderProfileData } from '@tender/shared/schemas/profile';
import type { RegistrationReview } from '@tender/shared/schemas/registration-review';

export const BUILDER_ID = 21;

const PENDING: RegistrationReview = {
  status: 'pending',
  remark: null,
  reviewed_at: null,
  previous_remark: null,
  review_requested_at: null,
};

export function builderProfile(review: RegistrationReview = PENDING): BuilderProfileData {
  return {
    role: 'Builder',
    kind: 'builder',
    user: { id: BUILDER_ID, name: 'Sahyadri Builders', email: 'sahyadri@example.com' },
    account_id: BUILDER_ID,
    status: review.status,
    review,
    grade: null,
    bank_details: {
      favouring_name: 'Sahyadri Builders',
      account_no: '987654321',
      bank_name: 'State Bank of India',
      branch_name: 'Aundh',
      ifsc_code: 'SBIN0001234',
    },
    basic: {
      company_name: 'Sahyadri Builders',
      company_email: 'sahyadri@example.com',
      company_mobile_no: '9822033344',
      company_address: 'Aundh, Pune',
      pan_no: 'AAPFU0939F',
      gstin: '27AAPFU0939F1ZV',
      lbt_num_firm: 'LBT123456',
      service_tax_num_firm: 'ST998877',
      material_work_type_id: 2,
      with_labour_material: [1, 2],
      director_name: 'N. Gokhale',
      director_dob: '1975-05-20',
      director_address: 'Aundh, Pune',
    },
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-02-01T10:00:00.000Z',
  };
}

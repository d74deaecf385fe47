import { describe, expect, it } from 'vitest';
import {
  builderProfileForms,
  contractorProfileForms,
  organizationProfileForms,
  profileMessages as m,
  type ProfileFormSpec,
} from '../profile-fields';
import { registrationMessages } from '../registration-fields';
import { builderProfileSaveSchema } from './builder-profile';
import { contractorProfileSaveSchema, organizationProfileSaveSchema } from './profile';

const now = new Date('2026-06-15T10:00:00Z');
const contractor = contractorProfileSaveSchema(now);
const organization = organizationProfileSaveSchema(now);
const builder = builderProfileSaveSchema(now);

/** Each refused field's first message, by dotted path. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

/** The body fields a tab's description says it saves. */
function describedFields(form: ProfileFormSpec): string[] {
  return [
    'form',
    ...form.fields.map((field) => field.name),
    ...(form.workTypes ? ['material_work_type_id', 'with_labour_material'] : []),
    ...(form.bank ? ['bank_details'] : []),
    // The tab holding the login email and mobile asks the current password to move them.
    ...(form.form === 'basic' ? ['current_password'] : []),
    ...(form.documents ?? []).map((document) => document.name),
    ...form.lists.flatMap((entry) => [entry.list.name, ...(entry.removed ? [entry.removed] : [])]),
  ].sort();
}

describe('profile save bodies', () => {
  it('have exactly the fields each tab description names (the forms are built from the same ones)', () => {
    for (const [schema, forms] of [
      [contractor, contractorProfileForms],
      [organization, organizationProfileForms],
      [builder, builderProfileForms],
    ] as const) {
      for (const form of forms as readonly ProfileFormSpec[]) {
        const option = schema.def.options.find((candidate) => candidate.shape.form.def.values[0] === form.form);
        expect(Object.keys(option?.shape ?? {}).sort(), form.form).toEqual(describedFields(form));
      }
    }
  });

  it('drop what no tab owns: role, grade, status, payment, verification, kind, account id', () => {
    const result = contractor.parse({
      form: 'contact_person',
      contact_persons: [{ name: 'Meera Shah', mobile_no: '9822012345' }],
      role: 'Admin',
      grade: 'A',
      status: 'approved',
      payment: { order_id: 'order_X', payment_id: 'pay_X' },
      email_verified_at: '2020-01-01T00:00:00Z',
      kind: 'organization',
      account_id: 1,
    });
    expect(result).toEqual({
      form: 'contact_person',
      contact_persons: [{ name: 'Meera Shah', mobile_no: '9822012345' }],
    });
  });

  it('give SPEC §5 profile messages: contractor lists and works', () => {
    const staff = contractor.safeParse({
      form: 'directorTechnicalStaff',
      director_proprietor: [{}],
      technical_staff: [{}],
    });
    expect(messages(staff)).toEqual({
      'director_proprietor.0.name': 'Please enter name of director.',
      'director_proprietor.0.qualification': 'Please enter qualifications.',
      'director_proprietor.0.experience': 'Please enter experience.',
      'technical_staff.0.name': 'Please enter name of technical staff.',
      'technical_staff.0.qualification': 'Please enter technical staff qualifications.',
      'technical_staff.0.experience': 'Please enter experience.',
      'technical_staff.0.working_with_company_since': 'Please enter working with year since.',
    });
    const works = messages(
      contractor.safeParse({
        form: 'works',
        completed_works: [{ tendered_cost: 'ten', architects_tel_no: 'abc', other_consultants_tel_no: '12345' }],
        ongoing_works: [{}],
      }),
    );
    expect(works).toMatchObject({
      'completed_works.0.tendered_cost': 'Please enter numeric values only',
      'completed_works.0.architects_name': "Please enter architect's name.",
      'completed_works.0.architects_tel_no': 'Please enter proper tel.no.',
      'completed_works.0.other_consultants_tel_no': registrationMessages.telNoLength,
      'ongoing_works.0.responsible_staff': 'Please enter responsible Staff.',
      'ongoing_works.0.award_date': 'Please enter date of award.',
    });
    expect(works['ongoing_works.0.architects_name']).toBeUndefined();
  });

  it('give SPEC §5 profile messages: organisation basic, documents and partners', () => {
    expect(messages(organization.safeParse({ form: 'basic' }))).toMatchObject({
      billing_name: m.billingName,
      director_address: 'Please select type of work.',
      director_avatar: 'Please upload file.',
    });
    const documents = messages(
      organization.safeParse({ form: 'documents', document_1: {}, document_2: {}, document_3: {}, document_4: {} }),
    );
    expect(documents).toMatchObject({
      'document_1.value': "This field can't be kept empty.",
      'document_2.value': "This field can't be kept empty.",
      'document_3.value': "This field can't be kept empty.",
      'document_4.value': "This field can't be kept empty.",
    });
    const partners = organization.safeParse({
      form: 'partners',
      organization_directors: [{ name: 'S', qualification: 'MBA', experience: 'ten' }],
    });
    expect(messages(partners)).toEqual({
      'organization_directors.0.experience': 'Please enter valid year(s) of experience.',
    });
  });

  it('refuses a 6th director with the list message, and an unknown form', () => {
    const row = { name: 'A', qualification: 'B', experience: '1' };
    const six = contractor.safeParse({
      form: 'directorTechnicalStaff',
      director_proprietor: Array.from({ length: 6 }, () => row),
      technical_staff: [{ ...row, working_with_company_since: 2015 }],
    });
    expect(messages(six)).toEqual({ director_proprietor: "Director's / Proprietor's Details: at most 5 rows." });
    expect(Object.keys(messages(contractor.safeParse({ form: 'grade' })))).toEqual(['form']);
  });

  it('give the builder form’s own messages on its tabs, as its registration does', () => {
    expect(messages(builder.safeParse({ form: 'basic' }))).toMatchObject({
      company_name: 'Please enter name of company/firm.',
      company_email: 'Please enter company email.',
      company_mobile_no: 'Please enter company mobile no.',
      pan_no: 'Please enter PAN number.',
      material_work_type_id: registrationMessages.selectWorkType,
    });
    const director = builder.safeParse({
      form: 'director',
      director_name: 'N. Gokhale',
      director_dob: `${now.getUTCFullYear() - 10}-01-01`,
      director_address: '',
    });
    expect(messages(director)).toEqual({
      director_dob: registrationMessages.dobAdult,
      director_address: 'Please enter director address.',
    });
    // Bank details stay required, as the builder registered them.
    expect(Object.keys(messages(builder.safeParse({ form: 'bank', bank_details: {} }))).sort()).toEqual([
      'bank_details.account_no',
      'bank_details.bank_name',
      'bank_details.branch_name',
      'bank_details.favouring_name',
      'bank_details.ifsc_code',
    ]);
    expect(Object.keys(messages(builder.safeParse({ form: 'documents' })))).toEqual(['form']);
  });
});

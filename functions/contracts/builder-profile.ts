import { IdParam } from '@tender/shared/schemas/common';
import { BuilderProfileSave } from '@tender/shared/schemas/builder-profile';
import { BuilderProfileAnswer, BuilderProfileSaved } from '@tender/shared/schemas/profile';
import { adultRule, gstinRule, lookupRule, takenRule } from './business-rules';
import { defineRoute } from './route-contract';

// A Builder's profile by its id, as the contractor's and organisation's in
// contracts/profile.ts: read it, save one tab (the builder form's company, director or bank
// section). GET /profile answers the builder's own profile too.

const tag = 'Profile';

/** A changed login password is checked with argon2id: as the login route, more memory is more CPU. */
const PASSWORD_CHECK_MEMORY = 1024;

/** The builder form's rules (POST /builders/register), and the current password of a moved login. */
const builderProfileRules = [
  gstinRule('gstin'),
  adultRule('director_dob'),
  lookupRule('material_work_type_id'),
  lookupRule('with_labour_material'),
  takenRule('company_email'),
  takenRule('company_mobile_no'),
  {
    field: 'current_password',
    rule: 'the account’s current password, needed when the save changes the login email or mobile',
  },
];

export const getBuilderProfile = defineRoute({
  method: 'GET',
  path: '/builders/{id}/edit',
  handler: 'profile/get-builder',
  auth: 'verified',
  tag,
  summary: 'One builder’s whole profile (the owner’s own, or any for Admins)',
  params: IdParam,
  answers: { 200: BuilderProfileAnswer },
  errors: [403, 404],
  access: { table: 'read' },
});

const saveBuilder = {
  path: '/builders/{id}',
  businessRules: builderProfileRules,
  auth: 'verified',
  tag,
  summary:
    'Saves one tab of a builder profile (`form`: basic, director, bank) in one transaction; a changed company email or mobile moves the login (owner or Admin)',
  params: IdParam,
  body: BuilderProfileSave,
  answers: { 200: BuilderProfileSaved },
  errors: [403, 404, 409, 429],
  memory: PASSWORD_CHECK_MEMORY,
  // The table (profile, user and claims, the login limit of a current-password check), SES and the
  // JWT key (a changed email address gets a verification link). No files: the builder form has none.
  access: {
    table: 'write',
    writes: ['ACCOUNT', 'AUDIT', 'EMAIL', 'MOBILE', 'THROTTLE', 'UPLOAD', 'USER'],
    mail: true,
    secrets: ['jwt'],
  },
} as const;

export const postBuilderProfile = defineRoute({ ...saveBuilder, method: 'POST', handler: 'profile/save-builder' });

export const putBuilderProfile = defineRoute({ ...saveBuilder, method: 'PUT', handler: 'profile/update-builder' });

export const builderProfileRoutes = [getBuilderProfile, postBuilderProfile, putBuilderProfile] as const;

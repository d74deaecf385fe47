import { IdParam } from '@tender/shared/schemas/common';
import {
  ContractorProfileAnswer,
  ContractorProfileSave,
  ContractorProfileSaved,
  OrganizationProfileAnswer,
  OrganizationProfileSave,
  OrganizationProfileSaved,
  ProfileAnswer,
} from '@tender/shared/schemas/profile';
import { ReviewRequestedAnswer } from '@tender/shared/schemas/registration-review';
import { contractorProfileRules } from './business-rules-forms';
import { organizationProfileRules } from './business-rules-forms';
import { defineRoute } from './route-contract';

const tag = 'Profile';

/** A changed login password is checked with argon2id: as the login route, more memory is more CPU. */
const PASSWORD_CHECK_MEMORY = 1024;

/**
 * What a profile save touches: the table (profile, user and claims, upload tickets, the login limit
 * of a current-password check), the uploads bucket (HeadObject, first bytes and CopyObject
 * tmp/ -> files/<id>/), SES and the JWT key (a changed email address gets a verification link,
 * whose HMAC key is derived from it).
 */
const saveAccess = {
  table: 'write',
  writes: ['ACCOUNT', 'AUDIT', 'EMAIL', 'MOBILE', 'THROTTLE', 'UPLOAD', 'USER'],
  bucket: 'write',
  mail: true,
  secrets: ['jwt'],
} as const;

export const getProfile = defineRoute({
  method: 'GET',
  path: '/profile',
  handler: 'profile/get-profile',
  auth: 'verified',
  tag,
  summary:
    'The caller’s role, user and whole profile (every tab’s data; `kind` tells contractor or organization); roles without a profile get role and user only',
  answers: { 200: ProfileAnswer },
  access: { table: 'read' },
});

export const getContractorProfile = defineRoute({
  method: 'GET',
  path: '/contractors/{id}/edit',
  handler: 'profile/get-contractor',
  auth: 'verified',
  tag,
  summary: 'One contractor’s whole profile (the owner’s own, or any for Admins)',
  params: IdParam,
  answers: { 200: ContractorProfileAnswer },
  errors: [403, 404],
  access: { table: 'read' },
});

const saveContractor = {
  path: '/contractors/{id}',
  businessRules: contractorProfileRules,
  auth: 'verified',
  tag,
  summary:
    'Saves one tab of a contractor profile (`form`: basic, directorTechnicalStaff, works, equipment, document_certificate, contact_person) in one transaction; rows with an id change, rows without are added, *_removed ids are deleted (owner or Admin)',
  params: IdParam,
  body: ContractorProfileSave,
  answers: { 200: ContractorProfileSaved },
  errors: [403, 404, 409, 429],
  memory: PASSWORD_CHECK_MEMORY,
  access: saveAccess,
} as const;

export const postContractorProfile = defineRoute({
  ...saveContractor,
  method: 'POST',
  handler: 'profile/save-contractor',
});

export const putContractorProfile = defineRoute({
  ...saveContractor,
  method: 'PUT',
  handler: 'profile/update-contractor',
});

export const getOrganizationProfile = defineRoute({
  method: 'GET',
  path: '/organizations/{id}/edit',
  handler: 'profile/get-organization',
  auth: 'verified',
  tag,
  summary: 'One organisation’s whole profile (the owner’s own, or any for Admins)',
  params: IdParam,
  answers: { 200: OrganizationProfileAnswer },
  errors: [403, 404],
  access: { table: 'read' },
});

const saveOrganization = {
  path: '/organizations/{id}',
  businessRules: organizationProfileRules,
  auth: 'verified',
  tag,
  summary:
    'Saves one tab of an organisation profile (`form`: basic, documents, partners, works) in one transaction; rows with an id change, rows without are added, partner_removed / work_removed ids are deleted (owner or Admin)',
  params: IdParam,
  body: OrganizationProfileSave,
  answers: { 200: OrganizationProfileSaved },
  errors: [403, 404, 409, 429],
  memory: PASSWORD_CHECK_MEMORY,
  access: saveAccess,
} as const;

export const postOrganizationProfile = defineRoute({
  ...saveOrganization,
  method: 'POST',
  handler: 'profile/save-organization',
});

export const putOrganizationProfile = defineRoute({
  ...saveOrganization,
  method: 'PUT',
  handler: 'profile/update-organization',
});

export const requestReview = defineRoute({
  method: 'POST',
  path: '/profile/review_request',
  handler: 'profile/request-review',
  auth: 'verified',
  tag,
  summary:
    'A registrant whose registration was rejected (Contractor, Organization, Builder) asks for a new review after correcting its profile: pending again, the rejection’s remark kept as previous_remark; 403 for other roles, 404 without a registration, 409 unless rejected',
  answers: { 200: ReviewRequestedAnswer },
  errors: [403, 404, 409],
  access: { table: 'write', writes: ['ACCOUNT', 'AUDIT'] },
});

export const profileRoutes = [
  getProfile,
  getContractorProfile,
  postContractorProfile,
  putContractorProfile,
  getOrganizationProfile,
  postOrganizationProfile,
  putOrganizationProfile,
  requestReview,
] as const;

import { AdminMessageAnswer } from '@tender/shared/schemas/admin-common';
import {
  ContractorListQuery,
  GradeRegistrantBody,
  OrganizationListQuery,
  RegistrantAnswer,
  RegistrantChanged,
  RegistrantListAnswer,
  RegistrantParams,
  ReviewRegistrantBody,
} from '@tender/shared/schemas/registrants';
import { cursorRule } from './business-rules';
import { defineRoute } from './route-contract';

// Registrants in the admin area. SPEC.md §7's admin calls keep their paths (GET and
// DELETE /contractors, /organizations); the rest live under /admin/registrants. The web shows
// SPEC's 'Failed to fetch contractor', 'Failed to delete contractor' (and organization) for any
// answer that is not 200.

const tag = 'Admin: registrants';
/** Lists sign their cursors with a key derived from the JWT key. */
const listAccess = { table: 'read', secrets: ['jwt'] } as const;

export const listContractors = defineRoute({
  method: 'GET',
  path: '/contractors',
  businessRules: [cursorRule],
  handler: 'registrants/admin/list-contractors',
  auth: 'admin',
  tag,
  summary:
    'Contractors (role=Builder: builders), newest first: search name, email, mobile or PAN; filter verified, paid, status; paged',
  query: ContractorListQuery,
  answers: { 200: RegistrantListAnswer },
  access: listAccess,
});

export const listOrganizations = defineRoute({
  method: 'GET',
  path: '/organizations',
  businessRules: [cursorRule],
  handler: 'registrants/admin/list-organizations',
  auth: 'admin',
  tag,
  summary:
    'Organizations (buyers), newest first: search name, email, mobile or PAN; filter verified, paid, status; paged',
  query: OrganizationListQuery,
  answers: { 200: RegistrantListAnswer },
  access: listAccess,
});

export const getRegistrant = defineRoute({
  method: 'GET',
  path: '/admin/registrants/{id}',
  handler: 'registrants/admin/get-registrant',
  auth: 'admin',
  tag,
  summary: "A registrant's whole profile, read-only, each stored file with a short-lived link",
  params: RegistrantParams,
  answers: { 200: RegistrantAnswer },
  access: { table: 'read', bucket: 'read' },
});

export const reviewRegistrant = defineRoute({
  method: 'POST',
  path: '/admin/registrants/{id}/review',
  handler: 'registrants/admin/review-registrant',
  auth: 'admin',
  tag,
  summary: 'Approves or rejects a registration, with a remark mailed to the registrant',
  params: RegistrantParams,
  body: ReviewRegistrantBody,
  answers: { 200: RegistrantChanged },
  access: { table: 'write', writes: ['ACCOUNT', 'AUDIT'], bucket: 'read', mail: true },
});

export const gradeRegistrant = defineRoute({
  method: 'PUT',
  path: '/admin/registrants/{id}/grade',
  businessRules: [{ field: 'grade', rule: 'only a contractor (not an organisation) has a grade' }],
  handler: 'registrants/admin/grade-registrant',
  auth: 'admin',
  tag,
  summary: "Sets a contractor's grade (A, B, C or D)",
  params: RegistrantParams,
  body: GradeRegistrantBody,
  answers: { 200: RegistrantChanged },
  access: { table: 'write', writes: ['ACCOUNT', 'AUDIT'], bucket: 'read' },
});

export const deleteContractor = defineRoute({
  method: 'DELETE',
  path: '/contractors/{id}',
  handler: 'registrants/admin/delete-contractor',
  auth: 'admin',
  tag,
  summary:
    'Deletes a contractor or builder: account, claims, sessions and profile; payment records stay, marked with the account id',
  params: RegistrantParams,
  answers: { 200: AdminMessageAnswer },
  access: { table: 'write', writes: ['ACCOUNT', 'AUDIT', 'EMAIL', 'MOBILE', 'ORDER', 'USER'], bucket: 'erase' },
});

export const deleteOrganization = defineRoute({
  method: 'DELETE',
  path: '/organizations/{id}',
  handler: 'registrants/admin/delete-organization',
  auth: 'admin',
  tag,
  summary: 'Deletes an organization: account, claims, sessions and profile',
  params: RegistrantParams,
  answers: { 200: AdminMessageAnswer },
  access: { table: 'write', writes: ['ACCOUNT', 'AUDIT', 'EMAIL', 'MOBILE', 'ORDER', 'USER'], bucket: 'erase' },
});

export const adminRegistrantRoutes = [
  listContractors,
  listOrganizations,
  getRegistrant,
  reviewRegistrant,
  gradeRegistrant,
  deleteContractor,
  deleteOrganization,
] as const;

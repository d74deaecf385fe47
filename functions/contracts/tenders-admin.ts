import {
  AdminTenderAnswer,
  AdminTenderChanged,
  AdminTenderListAnswer,
  AdminTenderListQuery,
  CancelTenderBody,
  CreateTenderBody,
  OpenerCandidatesAnswer,
  OpenerCandidatesQuery,
  RetenderAnswer,
  RetenderBody,
  ReturnTenderBody,
  TenderDocumentParams,
  TenderIdParams,
  UpdateTenderBody,
} from '@tender/shared/schemas/tenders-admin';
import { OrganizationSearchAnswer, OrganizationSearchQuery } from '@tender/shared/schemas/tenders-organization';
import { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { cursorRule } from './business-rules';
import { tenderFormRules } from './business-rules-forms';
import { defineRoute } from './route-contract';

// The admin area's tenders. Every route is `admin`: the pipeline answers 401 without a
// token and 403 for any role but Admin before a handler runs.

const tag = 'Admin: tenders';
/** Lists sign their cursors with a key derived from the JWT key (functions/data/cursor.ts). */
const listAccess = { table: 'read', secrets: ['jwt'] } as const;
/** A tender write: the tender, lookup counts, upload claims and the audit entry in one transaction; documents copied in the bucket. */
const writeAccess = {
  table: 'write',
  writes: ['AUDIT', 'LOOKUP', 'SEQ', 'TENDER', 'UPLOAD'],
  bucket: 'write',
} as const;
/** Who opens and evaluates the bids: checked against the accounts when saved. */
const openingRules = (prefix = '') => [
  {
    field: `${prefix}openers.*`,
    rule: "an Admin's account or the tender's organisation (GET /admin/opener_candidates lists them)",
  },
  {
    field: `${prefix}evaluators.*`,
    rule: "an Admin's account or the tender's organisation (GET /admin/opener_candidates lists them)",
  },
];
/** The owner the Admin picks. */
const ownerRule = (prefix = '') => ({
  field: `${prefix}organization_id`,
  rule: 'the id of a registered Organization account (GET /admin/organizations finds them)',
});

export const listAdminTenders = defineRoute({
  method: 'GET',
  path: '/admin/tenders',
  businessRules: [cursorRule],
  handler: 'tenders/admin/list-tenders',
  auth: 'admin',
  tag,
  summary:
    'Tenders of one status (draft, in_review, active, closed, cancelled, retendered), newest bid end first, searched and paged',
  query: AdminTenderListQuery,
  answers: { 200: AdminTenderListAnswer },
  access: listAccess,
});

export const createAdminTender = defineRoute({
  method: 'POST',
  path: '/admin/tenders',
  businessRules: [...tenderFormRules(), ownerRule(), ...openingRules()],
  handler: 'tenders/admin/create-tender',
  auth: 'admin',
  tag,
  summary:
    'Saves a new tender as a draft of the organisation picked (organization_id) with the whole detail; documents come from POST /uploads (tender_document)',
  body: CreateTenderBody,
  answers: { 201: AdminTenderChanged },
  errors: [409],
  access: writeAccess,
});

export const getAdminTender = defineRoute({
  method: 'GET',
  path: '/admin/tenders/{id}',
  handler: 'tenders/admin/get-tender',
  auth: 'admin',
  tag,
  summary: 'One tender in any state, with its links, grouped work items and version',
  params: TenderIdParams,
  answers: { 200: AdminTenderAnswer },
  access: { table: 'read' },
});

export const updateAdminTender = defineRoute({
  method: 'PUT',
  path: '/admin/tenders/{id}',
  businessRules: [
    ...tenderFormRules(),
    ownerRule(),
    ...openingRules(),
    {
      field: 'corrigendum_reason',
      rule: 'Required when the tender is active (ignored on a draft or a tender in review)',
    },
    {
      field: 'bid_opening_date',
      rule: 'On an active tender: not earlier than the opening time its sealing key was made with at publish',
    },
    {
      field: 'bid_submission_end_date',
      rule: 'On an active tender, after a change to the work items, the EMD or the bid submission dates: at least a third of the original bid submission period must remain',
    },
  ],
  handler: 'tenders/admin/update-tender',
  auth: 'admin',
  tag,
  summary:
    "Saves a draft, in-review or active tender's whole form at the version read (409 when it changed meanwhile); an active tender's save is a numbered corrigendum (corrigendum_reason required)",
  params: TenderIdParams,
  body: UpdateTenderBody,
  answers: { 200: AdminTenderChanged },
  errors: [409],
  // A change takes no new number (SEQ), unlike a new tender.
  access: { ...writeAccess, writes: ['AUDIT', 'LOOKUP', 'TENDER', 'UPLOAD'] },
});

export const publishAdminTender = defineRoute({
  method: 'POST',
  path: '/admin/tenders/{id}/publish',
  handler: 'tenders/admin/publish-tender',
  auth: 'admin',
  tag,
  summary: 'Publishes a draft or a tender in review: it becomes active, published now (its dates must allow that)',
  params: TenderIdParams,
  answers: { 200: AdminTenderChanged },
  errors: [409],
  access: { table: 'write', writes: ['AUDIT', 'TENDER'], keys: ['sealingKeyCreate'] },
});

export const returnAdminTender = defineRoute({
  method: 'POST',
  path: '/admin/tenders/{id}/return',
  handler: 'tenders/admin/return-tender',
  auth: 'admin',
  tag,
  summary:
    'Returns a tender in review to its organisation as a draft, with a remark the organisation sees and is mailed',
  params: TenderIdParams,
  body: ReturnTenderBody,
  answers: { 200: AdminTenderChanged },
  errors: [409],
  access: { table: 'write', writes: ['AUDIT', 'TENDER'], mail: true },
});

export const searchTenderOrganizations = defineRoute({
  method: 'GET',
  path: '/admin/organizations',
  businessRules: [cursorRule],
  handler: 'tenders/admin/search-organizations',
  auth: 'admin',
  tag,
  summary:
    'The registered organisations a tender can belong to (id, company name, email), searched by company name or email, paged small',
  query: OrganizationSearchQuery,
  answers: { 200: OrganizationSearchAnswer },
  access: listAccess,
});

export const cancelAdminTender = defineRoute({
  method: 'POST',
  path: '/admin/tenders/{id}/cancel',
  handler: 'tenders/admin/cancel-tender',
  auth: 'admin',
  tag,
  summary: 'Cancels an active tender with the reason',
  params: TenderIdParams,
  body: CancelTenderBody,
  answers: { 200: AdminTenderChanged },
  errors: [409],
  access: { table: 'write', writes: ['AUDIT', 'TENDER'] },
});

export const retenderAdminTender = defineRoute({
  method: 'POST',
  path: '/admin/tenders/{id}/retender',
  businessRules: [
    ...tenderFormRules('changes.'),
    ownerRule('changes.'),
    ...openingRules('changes.'),
    ...tenderFormRules(),
    ownerRule(),
    ...openingRules(),
  ],
  handler: 'tenders/admin/retender-tender',
  auth: 'admin',
  tag,
  summary:
    'Re-tenders an active, cancelled or unsuccessful tender: a new active tender copied from it (with the changes given), both linked',
  params: TenderIdParams,
  body: RetenderBody,
  answers: { 201: RetenderAnswer },
  errors: [409],
  access: { ...writeAccess, keys: ['sealingKeyCreate'] },
});

export const getAdminTenderDocumentLink = defineRoute({
  method: 'GET',
  path: '/admin/tenders/{id}/documents/{documentId}/link',
  handler: 'tenders/admin/get-document-link',
  auth: 'admin',
  tag,
  summary: "Gives a short-lived link that downloads one of a tender's documents (drafts' too)",
  params: TenderDocumentParams,
  answers: { 200: FileUrlAnswer },
  access: { table: 'read', bucket: 'read' },
});

export const getOpenerCandidates = defineRoute({
  method: 'GET',
  path: '/admin/opener_candidates',
  handler: 'tenders/admin/get-opener-candidates',
  auth: 'admin',
  tag,
  summary:
    "The accounts a tender can name to open and evaluate its bids: every Admin, and the organisation's own account when organization_id is given",
  query: OpenerCandidatesQuery,
  answers: { 200: OpenerCandidatesAnswer },
  access: { table: 'read' },
});

export const adminTenderRoutes = [
  listAdminTenders,
  createAdminTender,
  getAdminTender,
  updateAdminTender,
  publishAdminTender,
  returnAdminTender,
  cancelAdminTender,
  retenderAdminTender,
  getAdminTenderDocumentLink,
  searchTenderOrganizations,
  getOpenerCandidates,
] as const;

import {
  AdminTenderAnswer,
  AdminTenderChanged,
  TenderDocumentParams,
  TenderIdParams,
} from '@tender/shared/schemas/tenders-admin';
import {
  MyTenderBody,
  MyTenderListAnswer,
  MyTenderListQuery,
  UpdateMyTenderBody,
} from '@tender/shared/schemas/tenders-organization';
import { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import { cursorRule } from './business-rules';
import { tenderFormRules } from './business-rules-forms';
import { defineRoute } from './route-contract';

// An organisation's own tenders (My Tenders). Every route is `verified`; the domain
// answers 403 to any role but Organization, and 404 for a tender of another organisation (as for
// one that does not exist). The form
// and its rules are the Admin's (contracts/tenders-admin.ts), without the owner: it is the caller.

const tag = 'My tenders';
/** A draft's write: the tender, lookup counts, upload claims and the audit entry in one transaction; documents copied in the bucket. */
const writeAccess = {
  table: 'write',
  writes: ['AUDIT', 'LOOKUP', 'SEQ', 'TENDER', 'UPLOAD'],
  bucket: 'write',
} as const;

export const listMyTenders = defineRoute({
  method: 'GET',
  path: '/my/tenders',
  businessRules: [cursorRule],
  handler: 'tenders/my/list-my-tenders',
  auth: 'verified',
  tag,
  summary:
    "The calling organisation's tenders in every state (returned drafts with the consultancy's remark), newest first, paged",
  query: MyTenderListQuery,
  answers: { 200: MyTenderListAnswer },
  access: { table: 'read' },
});

export const createMyTender = defineRoute({
  method: 'POST',
  path: '/my/tenders',
  businessRules: tenderFormRules(),
  handler: 'tenders/my/create-my-tender',
  auth: 'verified',
  tag,
  summary: 'Saves a new draft of the calling organisation with the whole detail (the Admin’s form and rules)',
  body: MyTenderBody,
  answers: { 201: AdminTenderChanged },
  errors: [409],
  access: writeAccess,
});

export const getMyTender = defineRoute({
  method: 'GET',
  path: '/my/tenders/{id}',
  handler: 'tenders/my/get-my-tender',
  auth: 'verified',
  tag,
  summary: 'One of the calling organisation’s tenders in any state, with its version',
  params: TenderIdParams,
  answers: { 200: AdminTenderAnswer },
  access: { table: 'read' },
});

export const updateMyTender = defineRoute({
  method: 'PUT',
  path: '/my/tenders/{id}',
  businessRules: tenderFormRules(),
  handler: 'tenders/my/update-my-tender',
  auth: 'verified',
  tag,
  summary:
    "Saves the organisation's draft (or returned) tender's whole form at the version read (409 in any other state)",
  params: TenderIdParams,
  body: UpdateMyTenderBody,
  answers: { 200: AdminTenderChanged },
  errors: [409],
  // A change takes no new number (SEQ), unlike a new tender.
  access: { ...writeAccess, writes: ['AUDIT', 'LOOKUP', 'TENDER', 'UPLOAD'] },
});

export const submitMyTender = defineRoute({
  method: 'POST',
  path: '/my/tenders/{id}/submit',
  handler: 'tenders/my/submit-my-tender',
  auth: 'verified',
  tag,
  summary: "Sends the organisation's draft for the consultancy's review (in_review); only the Admin publishes it",
  params: TenderIdParams,
  answers: { 200: AdminTenderChanged },
  errors: [409],
  access: { table: 'write', writes: ['AUDIT', 'TENDER'] },
});

export const getMyTenderDocumentLink = defineRoute({
  method: 'GET',
  path: '/my/tenders/{id}/documents/{documentId}/link',
  handler: 'tenders/my/get-my-document-link',
  auth: 'verified',
  tag,
  summary: "Gives a short-lived link that downloads one of the organisation's tender documents (drafts' too)",
  params: TenderDocumentParams,
  answers: { 200: FileUrlAnswer },
  access: { table: 'read', bucket: 'read' },
});

export const myTenderRoutes = [
  listMyTenders,
  createMyTender,
  getMyTender,
  updateMyTender,
  submitMyTender,
  getMyTenderDocumentLink,
] as const;

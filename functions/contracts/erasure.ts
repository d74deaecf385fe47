import {
  ErasureCarriedOutAnswer,
  ErasureListAnswer,
  ErasureListQuery,
  ErasureParams,
  ErasureRequestAnswer,
  ErasureRequestBody,
  ErasureStateAnswer,
} from '@tender/shared/schemas/erasure';
import { cursorRule } from './business-rules';
import { defineRoute } from './route-contract';

// "Erase my account" (India's DPDP Act 2023): the registrant asks and sees its
// request's state; the Admin lists the requests and carries one out (functions/domain/erasure).

export const requestErasure = defineRoute({
  method: 'POST',
  path: '/account/erasure_request',
  handler: 'erasure/request-erasure',
  auth: 'user',
  tag: 'Account',
  summary:
    'A Contractor, Organization, Builder or Subscriber asks the consultancy to erase its account, with an optional reason; a second ask answers the pending request; audited; 403 for an Admin',
  body: ErasureRequestBody,
  answers: { 200: ErasureRequestAnswer },
  errors: [403],
  access: { table: 'write', writes: ['AUDIT', 'ERASURE'] },
});

export const getErasureRequest = defineRoute({
  method: 'GET',
  path: '/account/erasure_request',
  handler: 'erasure/get-erasure-request',
  auth: 'user',
  tag: 'Account',
  summary: "The caller's own erasure request (pending or done), or null when it asked none; 403 for an Admin",
  answers: { 200: ErasureStateAnswer },
  errors: [403],
  access: { table: 'read' },
});

export const listErasureRequests = defineRoute({
  method: 'GET',
  path: '/admin/erasure_requests',
  businessRules: [cursorRule],
  handler: 'erasure/list-erasure-requests',
  auth: 'admin',
  tag: 'Admin: registrants',
  summary: 'Erasure requests, newest first, optionally only pending or done; paged',
  query: ErasureListQuery,
  answers: { 200: ErasureListAnswer },
  // Lists sign their cursors with a key derived from the JWT key.
  access: { table: 'read', secrets: ['jwt'] },
});

export const carryOutErasure = defineRoute({
  method: 'POST',
  path: '/admin/erasure_requests/{id}/carry_out',
  handler: 'erasure/carry-out-erasure',
  auth: 'admin',
  tag: 'Admin: registrants',
  summary:
    "Carries out an account's erasure request: its personal fields, lists, sessions, claims and files (every version) are removed, payment records and tax invoices kept and marked (GST, 8 years), the account left as a tombstone, the registrant mailed; a request already done answers as it is",
  params: ErasureParams,
  answers: { 200: ErasureCarriedOutAnswer },
  // Deletes object versions for good ('seal'); lists them too (see the report: ListBucketVersions).
  access: {
    table: 'write',
    writes: [
      'ACCOUNT',
      'AUDIT',
      'EMAIL',
      'ERASURE',
      'INVOICE',
      'MOBILE',
      'ORDER',
      'REGISTRATION_REQUEST',
      // The account's follows live beside the tenders it follows.
      'TENDER',
      'UPLOAD',
      'USER',
    ],
    bucket: 'erase',
    mail: true,
  },
});

export const erasureRoutes = [requestErasure, getErasureRequest, listErasureRequests, carryOutErasure] as const;

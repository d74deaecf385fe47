import * as z from '@tender/shared/schemas/mini';
import { IdParam, positiveId } from '@tender/shared/schemas/common';
import {
  ClosedTenderListAnswer,
  HomeTenderListAnswer,
  TenderInfoAnswer,
  TenderListAnswer,
  TenderListQuery,
} from '@tender/shared/schemas/tender';
import { cursorRule } from './business-rules';
import { defineRoute, type RouteCache } from './route-contract';

const tag = 'Tenders';

/** Tender lists and details change when an admin edits them: ten seconds at the edge, half a minute stale. */
const tenderCache: RouteCache = { sharedSeconds: 10, staleSeconds: 30 };
/** Lists sign their cursors with a key derived from the JWT key (functions/data/cursor.ts). */
const listAccess = { table: 'read', secrets: ['jwt'] } as const;

export const getTenderList = defineRoute({
  method: 'GET',
  path: '/get_tender_list',
  handler: 'tenders/get-tender-list',
  auth: 'public',
  tag,
  summary: 'Tenders open for bids now, soonest closing first (home page)',
  answers: { 200: HomeTenderListAnswer },
  access: listAccess,
  cache: tenderCache,
});

const listRoute = <const P extends string, const H extends string>(path: P, handler: H, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    businessRules: [cursorRule],
    handler,
    auth: 'public',
    tag,
    summary,
    query: TenderListQuery,
    answers: { 200: TenderListAnswer },
    access: listAccess,
    cache: tenderCache,
  });

export const getActiveTenders = listRoute(
  '/tenders/active_tenders',
  'tenders/get-active-tenders',
  'Active tenders open for bids, soonest closing first, paged by cursor and filtered',
);
export const getClosedTenders = defineRoute({
  ...listRoute(
    '/tenders/closed_tenders',
    'tenders/get-closed-tenders',
    'Tenders closed for bids (under evaluation), newest bid end first, with their number of bids, paged by cursor and filtered',
  ),
  answers: { 200: ClosedTenderListAnswer },
});
export const getCancelledTenders = listRoute(
  '/tenders/cancelled_tenders',
  'tenders/get-cancelled-tenders',
  'Cancelled tenders, newest first, paged by cursor and filtered',
);
export const getReTenders = listRoute(
  '/tenders/re_tenders',
  'tenders/get-re-tenders',
  'Re-tendered tenders, newest first, paged by cursor and filtered',
);

export const getTenderInfo = defineRoute({
  method: 'GET',
  path: '/tenders/get_tender_info/{id}',
  handler: 'tenders/get-tender-info',
  auth: 'public',
  tag,
  summary: 'One tender with its documents and work items',
  params: IdParam,
  answers: { 200: TenderInfoAnswer },
  access: { table: 'read' },
  cache: tenderCache,
});

export const downloadTenderDocument = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/documents/{documentId}/download',
  handler: 'tenders/download-tender-document',
  auth: 'public',
  tag,
  summary: "Redirects to a short-lived link that downloads one of the tender's documents",
  params: z.object({ id: positiveId(), documentId: positiveId() }),
  answers: { 302: null },
  redirectsToFile: ['application/pdf', 'image/jpeg', 'image/png'],
  // Each answer is a fresh presigned link (its own expiry): never cached.
  access: { table: 'read', bucket: 'read' },
});

export const tenderRoutes = [
  getTenderList,
  getActiveTenders,
  getClosedTenders,
  getCancelledTenders,
  getReTenders,
  getTenderInfo,
  downloadTenderDocument,
] as const;

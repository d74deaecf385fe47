import { IdParam } from '@tender/shared/schemas/common';
import { BidDocumentParam, OpeningAnswer, OpeningBody } from '@tender/shared/schemas/opening';
import { defineRoute } from './route-contract';

// The opening of sealed bids. Two of the tender's named openers confirm a cover's
// opening on or after its opening time; the second confirmation opens it. The opening function
// decrypts as the data stack's BidOpenerRole (keys: sealingOpen), the one principal a sealing key
// lets decrypt, and only from the tender's opening time; the app refuses earlier too.

const tag = 'Opening';

export const confirmOpening = defineRoute({
  method: 'POST',
  path: '/tenders/{id}/opening',
  handler: 'opening/confirm-opening',
  auth: 'verified',
  tag,
  summary:
    "An opener confirms the opening of the technical (then the financial) covers; the second opener's confirmation opens every bid (the financial covers of qualified bids only), records the result and mails the bidders",
  params: IdParam,
  body: OpeningBody,
  businessRules: [
    { field: 'cover', rule: 'The caller is one of the openers the tender names (403 otherwise)' },
    {
      field: 'cover',
      rule: 'On or after the tender’s bid opening time (server clock), the tender closed and its register published; financial only after the technical opening and the evaluation (409 otherwise)',
    },
  ],
  answers: { 200: OpeningAnswer },
  errors: [403, 409],
  // Up to 20 documents of 20 MB per bid opened and copied, eight bids at a time.
  memory: 2048,
  // Reads sealed objects and writes the opened copies; decrypts only as the opener role.
  access: { table: 'write', writes: ['AUDIT', 'TENDER'], bucket: 'write', mail: true, keys: ['sealingOpen'] },
});

export const getOpening = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/opening',
  handler: 'opening/get-opening',
  auth: 'public',
  identifyCaller: true,
  tag,
  summary:
    'The opening record of a published tender: who confirmed, each bidder with its covers received and whether its digest matched, the technical result once published, the next step with dates, and the signed-in caller’s part',
  params: IdParam,
  answers: { 200: OpeningAnswer },
  access: { table: 'read' },
});

export const getBidDocumentLink = defineRoute({
  method: 'GET',
  path: '/bids/{id}/documents/{index}/link',
  handler: 'opening/get-bid-document-link',
  auth: 'verified',
  tag,
  summary:
    "Redirects to a short-lived link to one document of an opened bid's technical cover (openers, evaluators, the tender's organisation and the Admin)",
  params: BidDocumentParam,
  answers: { 302: null },
  redirectsToFile: ['application/pdf', 'image/jpeg', 'image/png'],
  access: { table: 'read', bucket: 'read' },
});

export const openingRoutes = [confirmOpening, getOpening, getBidDocumentLink] as const;

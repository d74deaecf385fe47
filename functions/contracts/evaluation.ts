import { IdParam } from '@tender/shared/schemas/common';
import {
  BidParam,
  EvaluationAnswer,
  EvaluationBody,
  RepresentationAnswer,
  RepresentationAnswerBody,
  RepresentationBody,
} from '@tender/shared/schemas/opening';
import { defineRoute } from './route-contract';

// The technical evaluation. Who may act beyond the contract's level is the domain's
// rule (functions/domain/evaluation): an evaluator of the bid's tender evaluates and answers (403
// otherwise; another organisation's tender is not found); only the bidder sends a representation
// (anyone else: 404). Nothing changes once the financial covers are opened (409).

const tag = 'Evaluation';

export const evaluateBid = defineRoute({
  method: 'POST',
  path: '/bids/{id}/evaluation',
  handler: 'evaluation/evaluate-bid',
  auth: 'verified',
  tag,
  summary:
    'An evaluator marks an opened bid qualified or not qualified (with reason code, clause and note); the bidder is mailed at once; may change until the financial opening; a bid whose check failed is qualified only with an explicit acceptance and its reason; each decision is audited',
  params: BidParam,
  body: EvaluationBody,
  answers: { 200: EvaluationAnswer },
  errors: [403, 404, 409],
  businessRules: [
    { field: 'reason_code', rule: 'Required when qualified is false' },
    { field: 'clause', rule: 'Required when qualified is false' },
    { field: 'note', rule: 'Required when qualified is false' },
    {
      field: 'accept_failed_check',
      rule: 'Must be true to qualify a bid whose technical cover failed its check (its opening flag is set)',
    },
    { field: 'accept_reason', rule: 'Required to qualify a bid whose technical cover failed its check' },
  ],
  access: { table: 'write', writes: ['AUDIT', 'TENDER'], mail: true },
});

export const sendRepresentation = defineRoute({
  method: 'POST',
  path: '/bids/{id}/representation',
  handler: 'evaluation/send-representation',
  auth: 'verified',
  tag,
  summary:
    'The bidder sends one representation against a not-qualified decision before its window ends (server clock), with an optional document; the evaluators are mailed',
  params: BidParam,
  body: RepresentationBody,
  answers: { 201: RepresentationAnswer },
  errors: [404, 409],
  businessRules: [
    {
      field: 'document_upload_id',
      rule: 'An unused upload of purpose representation_document by the caller: PDF, JPEG or PNG by its first bytes, 1 byte to 10 MB',
    },
  ],
  // Copies the document out of tmp/ into the bidder's files.
  access: { table: 'write', writes: ['REPRESENTATION', 'SEQ', 'TENDER', 'UPLOAD'], bucket: 'write', mail: true },
});

export const answerRepresentation = defineRoute({
  method: 'POST',
  path: '/representations/{id}/answer',
  handler: 'evaluation/answer-representation',
  auth: 'verified',
  tag,
  summary:
    'An evaluator answers a representation once: reversed makes the bid qualified, upheld keeps the decision; the bidder is mailed',
  params: IdParam,
  body: RepresentationAnswerBody,
  answers: { 200: RepresentationAnswer },
  errors: [403, 404, 409],
  access: { table: 'write', writes: ['TENDER'], mail: true },
});

export const getRepresentationDocumentLink = defineRoute({
  method: 'GET',
  path: '/representations/{id}/document/link',
  handler: 'evaluation/get-representation-document-link',
  auth: 'verified',
  tag,
  summary:
    "Redirects to a short-lived link to the document a bidder attached to its representation (the tender's evaluators, its organisation, the Admin and the bidder; 404 to anyone else and when there is none)",
  params: IdParam,
  answers: { 302: null },
  redirectsToFile: ['application/pdf', 'image/jpeg', 'image/png'],
  access: { table: 'read', bucket: 'read' },
});

export const evaluationRoutes = [
  evaluateBid,
  sendRepresentation,
  answerRepresentation,
  getRepresentationDocumentLink,
] as const;

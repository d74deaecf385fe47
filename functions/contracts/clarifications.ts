import {
  AnswerClarificationAnswer,
  AnswerClarificationBody,
  AskClarificationAnswer,
  AskClarificationBody,
  ClarificationInboxAnswer,
  ClarificationParams,
  ClarificationTenderParams,
  MyClarificationListAnswer,
  MyClarificationsQuery,
  PublicClarificationListAnswer,
} from '@tender/shared/schemas/clarifications';
import { defineRoute } from './route-contract';

// Pre-bid clarifications. Who may do what beyond the contract's level is the
// domain's rule (functions/domain/clarifications): only a Contractor asks (403 for other roles);
// only the tender's organisation (`organization_id`) and the Admin see the inbox and answer.
// An answer is published once: a second answer to the same question is refused (409).

const tag = 'Clarifications';

export const askClarification = defineRoute({
  method: 'POST',
  // Not the public list's path: CloudFront caches that one, and a cached path carries no Authorization.
  path: '/tenders/{id}/clarifications/ask',
  handler: 'clarifications/ask-clarification',
  auth: 'verified',
  tag,
  summary:
    "A Contractor asks a question on a published tender open for bids, within its clarification window by the server's clock (409 outside it, naming it)",
  params: ClarificationTenderParams,
  body: AskClarificationBody,
  answers: { 201: AskClarificationAnswer },
  errors: [409, 429],
  businessRules: [
    { field: 'question', rule: 'Asked between clarification_start_date and clarification_end_date (409 otherwise)' },
  ],
  access: { table: 'write', writes: ['SEQ', 'TENDER', 'THROTTLE'] },
});

export const listClarifications = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/clarifications',
  handler: 'clarifications/list-clarifications',
  auth: 'public',
  tag,
  summary: "A published tender's answered questions with their answers, in the order asked; never who asked",
  params: ClarificationTenderParams,
  answers: { 200: PublicClarificationListAnswer },
  access: { table: 'read' },
  cache: { sharedSeconds: 10, staleSeconds: 30 },
});

export const getClarificationInbox = defineRoute({
  method: 'GET',
  path: '/tenders/{id}/clarifications/inbox',
  handler: 'clarifications/get-clarification-inbox',
  auth: 'verified',
  tag,
  summary: "Every question on a tender with who asked and whether it is answered (the tender's organisation, Admin)",
  params: ClarificationTenderParams,
  answers: { 200: ClarificationInboxAnswer },
  access: { table: 'read' },
});

export const answerClarification = defineRoute({
  method: 'POST',
  path: '/tenders/{id}/clarifications/{clarificationId}/answer',
  handler: 'clarifications/answer-clarification',
  auth: 'verified',
  tag,
  summary:
    "Publishes the answer to a question, once (409 after), and mails everyone who asked on the tender or has a bid on it (the tender's organisation, Admin)",
  params: ClarificationParams,
  body: AnswerClarificationBody,
  answers: { 200: AnswerClarificationAnswer },
  errors: [409],
  access: { table: 'write', writes: ['AUDIT', 'TENDER'], mail: true },
});

export const listMyClarifications = defineRoute({
  method: 'GET',
  path: '/my/clarifications',
  handler: 'clarifications/list-my-clarifications',
  auth: 'verified',
  tag,
  summary: "The caller's own questions on one tender, answered or not",
  query: MyClarificationsQuery,
  answers: { 200: MyClarificationListAnswer },
  errors: [404],
  access: { table: 'read' },
});

export const clarificationRoutes = [
  askClarification,
  listClarifications,
  getClarificationInbox,
  answerClarification,
  listMyClarifications,
] as const;

import { CLARIFICATION_LIMITS as limits, clarificationMessages as m } from '../clarification-messages';
import { positiveId } from './common';
import * as z from './mini';
import { typedText } from './typed-text';

// zod/mini (./mini.ts): pre-bid clarifications, for the routes and the web client's types.

export const ClarificationTenderParams = z.object({ id: positiveId() });
export const ClarificationParams = z.object({ id: positiveId(), clarificationId: positiveId() });

/** POST /tenders/{id}/clarifications/ask. */
export const AskClarificationBody = z.object({
  question: typedText(limits.question, {
    required: m.question,
    short: m.questionTooShort,
    long: m.questionTooLong,
    unsafe: m.questionUnsafe,
  }),
});
export type AskClarificationBody = z.infer<typeof AskClarificationBody>;

/** POST /tenders/{id}/clarifications/{clarificationId}/answer. */
export const AnswerClarificationBody = z.object({
  answer: typedText(limits.answer, {
    required: m.answer,
    short: m.answerTooShort,
    long: m.answerTooLong,
    unsafe: m.answerUnsafe,
  }),
});
export type AnswerClarificationBody = z.infer<typeof AnswerClarificationBody>;

export const CLARIFICATION_STATES = ['open', 'answered'] as const;
export type ClarificationState = (typeof CLARIFICATION_STATES)[number];

/** What the public sees: an answered question, never who asked it. */
export const PublicClarification = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  answered_at: z.string(),
});
export type PublicClarification = z.infer<typeof PublicClarification>;

export const PublicClarificationListAnswer = z.object({ data: z.array(PublicClarification) });
export type PublicClarificationListAnswer = z.infer<typeof PublicClarificationListAnswer>;

/** A question as its asker sees it (its own only). */
export const OwnClarification = z.object({
  id: z.number(),
  tender_id: z.number(),
  question: z.string(),
  asked_at: z.string(),
  state: z.enum(CLARIFICATION_STATES),
  answer: z.nullable(z.string()),
  answered_at: z.nullable(z.string()),
});
export type OwnClarification = z.infer<typeof OwnClarification>;

export const AskClarificationAnswer = z.object({
  error: z.literal(false),
  message: z.string(),
  data: OwnClarification,
});
export type AskClarificationAnswer = z.infer<typeof AskClarificationAnswer>;

/** GET /my/clarifications: the caller's own questions on one tender. */
export const MyClarificationsQuery = z.object({ tender_id: positiveId('tender_id must be a positive whole number.') });
export type MyClarificationsQuery = z.infer<typeof MyClarificationsQuery>;

export const MyClarificationListAnswer = z.object({ data: z.array(OwnClarification) });
export type MyClarificationListAnswer = z.infer<typeof MyClarificationListAnswer>;

/** A question as the tender's organisation and the consultancy see it: with who asked. */
export const InboxClarification = z.extend(OwnClarification, {
  asker: z.object({ user_id: z.number(), company_name: z.string() }),
});
export type InboxClarification = z.infer<typeof InboxClarification>;

export const ClarificationInboxAnswer = z.object({
  data: z.object({
    tender: z.object({
      id: z.number(),
      tender_uid: z.string(),
      project_name: z.string(),
      clarification_start_date: z.string(),
      clarification_end_date: z.string(),
    }),
    clarifications: z.array(InboxClarification),
  }),
});
export type ClarificationInboxAnswer = z.infer<typeof ClarificationInboxAnswer>;

export const AnswerClarificationAnswer = z.object({
  error: z.literal(false),
  message: z.string(),
  data: InboxClarification,
});
export type AnswerClarificationAnswer = z.infer<typeof AnswerClarificationAnswer>;

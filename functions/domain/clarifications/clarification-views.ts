import type { InboxClarification, OwnClarification, PublicClarification } from '@tender/shared/schemas/clarifications';
import type { ClarificationRecord } from '../../data/clarifications-repository';

// The three ways a question is shown: to the public (answered only, never who asked), to its asker,
// and to the tender's organisation and the consultancy (with who asked).

export type AnsweredClarification = ClarificationRecord & { answer: string; answered_at: string };

export const isAnswered = (record: ClarificationRecord): record is AnsweredClarification =>
  typeof record.answer === 'string' && typeof record.answered_at === 'string';

export function toPublicView(record: AnsweredClarification): PublicClarification {
  return { id: record.id, question: record.question, answer: record.answer, answered_at: record.answered_at };
}

export function toOwnView(record: ClarificationRecord): OwnClarification {
  return {
    id: record.id,
    tender_id: record.tender_id,
    question: record.question,
    asked_at: record.asked_at,
    state: isAnswered(record) ? 'answered' : 'open',
    answer: record.answer ?? null,
    answered_at: record.answered_at ?? null,
  };
}

export function toInboxView(record: ClarificationRecord): InboxClarification {
  return { ...toOwnView(record), asker: { user_id: record.asker_id, company_name: record.asker_company } };
}

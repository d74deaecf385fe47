import type { AnswerClarificationAnswer, AnswerClarificationBody } from '@tender/shared/schemas/clarifications';
import { apiFetch } from '../../../lib/api/client';
import { answerPath } from './clarification-keys';

/** POST /tenders/{id}/clarifications/{clarificationId}/answer: publishes the answer, once (409 after). */
export function answerClarification(
  tenderId: number,
  clarificationId: number,
  body: AnswerClarificationBody,
): Promise<AnswerClarificationAnswer> {
  return apiFetch<AnswerClarificationAnswer>(answerPath(tenderId, clarificationId), { method: 'POST', body });
}

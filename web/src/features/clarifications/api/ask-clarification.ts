import type { AskClarificationAnswer, AskClarificationBody } from '@tender/shared/schemas/clarifications';
import { apiFetch } from '../../../lib/api/client';
import { publicClarificationsKey } from './clarification-keys';

/** POST /tenders/{id}/clarifications/ask: 201 with the question, or an ApiError (409 names the window). */
export function askClarification(tenderId: number, body: AskClarificationBody): Promise<AskClarificationAnswer> {
  return apiFetch<AskClarificationAnswer>(`${publicClarificationsKey(tenderId)}/ask`, { method: 'POST', body });
}

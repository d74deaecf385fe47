import type { EvaluationAnswer, EvaluationBody } from '@tender/shared/schemas/opening';
import { apiFetch } from '../../../lib/api/client';
import { evaluationPath } from './evaluation-keys';

/** POST /bids/{id}/evaluation: an evaluator's decision (400 names each missing reason field; 409 once the financial covers are open). */
export function evaluateBid(bidId: string, body: EvaluationBody): Promise<EvaluationAnswer> {
  return apiFetch<EvaluationAnswer>(evaluationPath(bidId), { method: 'POST', body });
}

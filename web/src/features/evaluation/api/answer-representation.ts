import type { RepresentationAnswer, RepresentationAnswerBody } from '@tender/shared/schemas/opening';
import { apiFetch } from '../../../lib/api/client';
import { representationAnswerPath } from './evaluation-keys';

/** POST /representations/{id}/answer: an evaluator's answer, once; reversed makes the bid qualified. */
export function answerRepresentation(
  representationId: number,
  body: RepresentationAnswerBody,
): Promise<RepresentationAnswer> {
  return apiFetch<RepresentationAnswer>(representationAnswerPath(representationId), { method: 'POST', body });
}

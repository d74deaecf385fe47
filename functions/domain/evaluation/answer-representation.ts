import { evaluationMessages as e } from '@tender/shared/opening-messages';
import type { RepresentationAnswer, RepresentationAnswerBody } from '@tender/shared/schemas/opening';
import type { RepresentationRecord } from '../../data/bids-repository';
import {
  EvaluationWriteConflictError,
  getRepresentationLookup,
  saveRepresentationAnswer,
} from '../../data/evaluation-repository';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { mailAccount } from '../mail/mail-account';
import { assertEvaluationOpen, decider, evaluatorView } from './evaluation-access';
import { representationAnsweredMail } from './evaluation-mails';
import { reversalRefusal, reversedEvaluation } from './evaluation-rules';
import { toRepresentation } from './evaluation-views';

/**
 * POST /representations/{id}/answer (an evaluator of the tender): answers the bidder's
 * representation once, before the financial opening. Reversed makes the bid qualified (its reason
 * cleared, decided now); upheld keeps the decision. The bidder is mailed the answer.
 */
export async function answerRepresentation(
  id: number,
  body: RepresentationAnswerBody,
  caller: Caller,
  now: Date,
): Promise<RepresentationAnswer> {
  if (caller.role !== 'Admin' && caller.role !== 'Organization') throw new ForbiddenError(e.notEvaluator);
  const lookup = await getRepresentationLookup(id);
  if (!lookup) throw new NotFoundError();
  const { tender, bid, bids } = await evaluatorView(
    lookup.tender_id,
    (candidate) => candidate.contractor_id === lookup.contractor_id && candidate.representation?.id === id,
    caller,
  );
  const current = bid.representation!;
  if (current.answered_at) throw new ConflictError(e.alreadyAnswered);
  assertEvaluationOpen(bids);
  const refusal = reversalRefusal(bid, body.decision);
  if (refusal) throw new ConflictError(refusal);
  const who = await decider(caller);
  const representation: RepresentationRecord = {
    ...current,
    answer: body.answer,
    decision: body.decision,
    answered_at: now.toISOString(),
    answered_by: who.id,
  };
  const evaluation = body.decision === 'reversed' ? reversedEvaluation(who, now) : null;
  try {
    await saveRepresentationAnswer(bid, representation, evaluation);
  } catch (error) {
    if (!(error instanceof EvaluationWriteConflictError)) throw error;
    throw new ConflictError(error.conflict === 'financial-opened' ? e.evaluationClosed : e.alreadyAnswered, {
      cause: error,
    });
  }
  await mailAccount('bids.mail_failed', bid.contractor_id, (to, name) =>
    representationAnsweredMail({ to, name, tender, bidReference: bid.bid_reference, representation }),
  );
  return { message: e.answered, data: toRepresentation(representation) };
}

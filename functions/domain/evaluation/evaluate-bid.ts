import { evaluationMessages as e } from '@tender/shared/opening-messages';
import type { EvaluationAnswer, EvaluationBody } from '@tender/shared/schemas/opening';
import { EvaluationWriteConflictError, saveEvaluation } from '../../data/evaluation-repository';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { Caller } from '../market/caller';
import { mailAccount } from '../mail/mail-account';
import { representationDaysOf } from '../market/tender-roles';
import { assertEvaluationOpen, decider, evaluatorView, tenderIdOfBid } from './evaluation-access';
import { evaluationMail } from './evaluation-mails';
import { evaluationFieldErrors, evaluationRecord } from './evaluation-rules';
import { toOpenedBid } from './evaluation-views';

/**
 * POST /bids/{id}/evaluation (an evaluator of the tender): qualified or not qualified with its
 * reason, after the bid's technical opening and until the financial opening (a decision may change
 * until then). The bidder is mailed the decision with its reason at once.
 */
export async function evaluateBid(
  reference: string,
  body: EvaluationBody,
  caller: Caller,
  now: Date,
): Promise<EvaluationAnswer> {
  const { tender, bid, bids } = await evaluatorView(
    tenderIdOfBid(reference),
    (candidate) => candidate.bid_reference === reference,
    caller,
  );
  const errors = evaluationFieldErrors(body);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (!bid.opening?.technical) throw new ConflictError(e.notOpened);
  assertEvaluationOpen(bids);
  const evaluation = evaluationRecord(body, await decider(caller), representationDaysOf(tender), now);
  try {
    await saveEvaluation(bid, evaluation);
  } catch (error) {
    if (error instanceof EvaluationWriteConflictError) throw new ConflictError(e.evaluationClosed, { cause: error });
    throw error;
  }
  await mailAccount('bids.mail_failed', bid.contractor_id, (to, name) =>
    evaluationMail({ to, name, tender, bidReference: bid.bid_reference, evaluation }),
  );
  return { message: e.saved, data: toOpenedBid({ ...bid, evaluation }) };
}

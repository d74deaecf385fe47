import { evaluationMessages as e } from '@tender/shared/opening-messages';
import type { EvaluationAnswer, EvaluationBody } from '@tender/shared/schemas/opening';
import { EvaluationWriteConflictError, saveEvaluation } from '../../data/evaluation-repository';
import { ConflictError, ValidationError } from '../../platform/errors';
import type { AuditEntry } from '../../data/audit-repository';
import type { BidRecord, EvaluationRecord } from '../../data/bids-repository';
import { auditEntry, type Actor } from '../audit/audit-entry';
import type { Caller } from '../market/caller';
import { mailAccount } from '../mail/mail-account';
import { representationDaysOf } from '../market/tender-roles';
import { assertEvaluationOpen, decider, evaluatorView, tenderIdOfBid } from './evaluation-access';
import { evaluationMail } from './evaluation-mails';
import { acceptanceFieldErrors, evaluationFieldErrors, evaluationRecord, technicalFailure } from './evaluation-rules';
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
  const errors = { ...evaluationFieldErrors(body), ...acceptanceFieldErrors(body, bid) };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (!bid.opening?.technical) throw new ConflictError(e.notOpened);
  assertEvaluationOpen(bids);
  const by = await decider(caller);
  const evaluation = evaluationRecord(body, by, representationDaysOf(tender), now, technicalFailure(bid));
  try {
    await saveEvaluation(bid, evaluation, evaluationAudit(by, bid, evaluation, now));
  } catch (error) {
    if (error instanceof EvaluationWriteConflictError) throw new ConflictError(e.evaluationClosed, { cause: error });
    throw error;
  }
  await mailAccount('bids.mail_failed', bid.contractor_id, (to, name) =>
    evaluationMail({ to, name, tender, bidReference: bid.bid_reference, evaluation }),
  );
  return { message: e.saved, data: toOpenedBid({ ...bid, evaluation }) };
}

/**
 * The decision on the tender's audit trail, in the same write: who decided what, and for a bid
 * qualified although its check failed, the acceptance with its reason.
 */
function evaluationAudit(by: Actor, bid: BidRecord, evaluation: EvaluationRecord, now: Date): AuditEntry {
  const acceptance = evaluation.failed_check_acceptance ?? null;
  const decision = evaluation.qualified ? 'qualified' : 'not qualified';
  const summary = acceptance
    ? `${bid.bid_reference} qualified although its technical cover failed its check ` +
      `(${acceptance.failed_check ?? acceptance.flag}): ${acceptance.reason}`
    : `${bid.bid_reference} ${decision}`;
  return auditEntry(
    by,
    {
      action: 'tender.bid_evaluated',
      entity: 'tender',
      entityId: bid.tender_id,
      summary,
      before: bid.evaluation ? { qualified: bid.evaluation.qualified } : null,
      after: {
        bid: bid.bid_reference,
        qualified: evaluation.qualified,
        reason_code: evaluation.reason_code,
        failed_check_acceptance: acceptance,
      },
    },
    now,
  );
}

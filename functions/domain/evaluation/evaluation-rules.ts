import { evaluationMessages as e } from '@tender/shared/opening-messages';
import { formatIstDateTimeSeconds } from '@tender/shared/format';
import type { EvaluationBody } from '@tender/shared/schemas/opening';
import type { BidRecord, EvaluationRecord } from '../../data/bids-repository';
import type { FieldErrors } from '../../platform/errors';

// The rules of the technical evaluation, pure: a decision of not qualified carries
// its reason, clause and note; it opens a window for one representation, by the server's clock.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Not qualified without its reason code, clause or note: each missing field named. */
export function evaluationFieldErrors(body: EvaluationBody): FieldErrors {
  if (body.qualified) return {};
  const errors: FieldErrors = {};
  if (!body.reason_code) errors.reason_code = [e.reasonCode];
  if (!body.clause) errors.clause = [e.clause];
  if (!body.note) errors.note = [e.note];
  return errors;
}

/** The decision as stored: qualified clears the reason; not qualified gets its representation window. */
export function evaluationRecord(
  body: EvaluationBody,
  decider: { id: number; name: string },
  representationDays: number,
  now: Date,
): EvaluationRecord {
  const notQualified = !body.qualified;
  return {
    qualified: body.qualified,
    reason_code: notQualified ? (body.reason_code ?? null) : null,
    clause: notQualified ? (body.clause ?? null) : null,
    note: notQualified ? (body.note ?? null) : null,
    decided_at: now.toISOString(),
    decided_by: decider.id,
    decided_by_name: decider.name,
    representation_until: notQualified ? new Date(now.getTime() + representationDays * DAY_MS).toISOString() : null,
  };
}

/** A reversed representation: the bid is qualified from now, its reason gone. */
export function reversedEvaluation(decider: { id: number; name: string }, now: Date): EvaluationRecord {
  return {
    qualified: true,
    reason_code: null,
    clause: null,
    note: null,
    decided_at: now.toISOString(),
    decided_by: decider.id,
    decided_by_name: decider.name,
    representation_until: null,
  };
}

/** Once any financial cover is open, the technical evaluation is final. */
export const financialCoversOpened = (bids: readonly BidRecord[]) => bids.some((bid) => bid.opening?.financial);

/** Why the bidder cannot send a representation now (the 409's message), or null when it can. */
export function representationRefusal(bid: BidRecord, now: Date): string | null {
  const evaluation = bid.evaluation;
  if (!evaluation || evaluation.qualified) return e.representationNotAllowed;
  if (bid.representation) return e.representationExists;
  const until = evaluation.representation_until;
  if (!until || Date.parse(until) <= now.getTime()) {
    return e.representationClosed(
      until ? formatIstDateTimeSeconds(until) : formatIstDateTimeSeconds(evaluation.decided_at),
    );
  }
  return null;
}

import { evaluationMessages as e } from '@tender/shared/opening-messages';
import { formatIstDateTimeSeconds } from '@tender/shared/format';
import type { CoverCheck, EvaluationBody, OpeningFlag } from '@tender/shared/schemas/opening';
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

/** The technical cover's failed check, or null when it passed (or is not open). */
export function technicalFailure(bid: BidRecord): { flag: OpeningFlag; failed_check: CoverCheck | null } | null {
  const technical = bid.opening?.technical;
  if (!technical?.flag) return null;
  return { flag: technical.flag, failed_check: technical.failed_check ?? null };
}

/**
 * Qualifying a bid whose technical cover failed its check (its financial cover is then decrypted
 * and ranked) is a decision of its own: the evaluator says the check failed and they accept the
 * bid, and why. Each missing part named.
 */
export function acceptanceFieldErrors(body: EvaluationBody, bid: BidRecord): FieldErrors {
  if (!body.qualified || !technicalFailure(bid)) return {};
  const errors: FieldErrors = {};
  if (body.accept_failed_check !== true) errors.accept_failed_check = [e.acceptFailedCheck];
  if (!body.accept_reason) errors.accept_reason = [e.acceptReason];
  return errors;
}

/**
 * Why a representation's answer may not reverse the decision (the 409's message), or null: a reversal
 * qualifies the bid with no acceptance, so a bid whose check failed is qualified only from its
 * evaluation, with the acceptance and its reason.
 */
export function reversalRefusal(bid: BidRecord, decision: 'upheld' | 'reversed'): string | null {
  return decision === 'reversed' && technicalFailure(bid) ? e.reversalFlagged : null;
}

/** The decision as stored: qualified clears the reason; not qualified gets its representation window. */
export function evaluationRecord(
  body: EvaluationBody,
  decider: { id: number; name: string },
  representationDays: number,
  now: Date,
  failure: { flag: OpeningFlag; failed_check: CoverCheck | null } | null = null,
): EvaluationRecord {
  const notQualified = !body.qualified;
  const accepted = body.qualified && failure && body.accept_failed_check === true && body.accept_reason;
  return {
    qualified: body.qualified,
    reason_code: notQualified ? (body.reason_code ?? null) : null,
    clause: notQualified ? (body.clause ?? null) : null,
    note: notQualified ? (body.note ?? null) : null,
    decided_at: now.toISOString(),
    decided_by: decider.id,
    decided_by_name: decider.name,
    representation_until: notQualified ? new Date(now.getTime() + representationDays * DAY_MS).toISOString() : null,
    failed_check_acceptance: accepted
      ? {
          ...failure,
          reason: body.accept_reason ?? '',
          accepted_at: now.toISOString(),
          accepted_by: decider.id,
          accepted_by_name: decider.name,
        }
      : null,
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
    failed_check_acceptance: null,
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

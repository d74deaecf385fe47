import { describe, expect, it } from 'vitest';
import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { evaluationMessages as e } from '@tender/shared/opening-messages';
import { EvaluationBody } from '@tender/shared/schemas/opening';
import { bidRecord, decision, opened, T0 } from '../../../test/support/evaluation-records';
import {
  acceptanceFieldErrors,
  evaluationFieldErrors,
  evaluationRecord,
  representationRefusal,
  reversalRefusal,
  reversedEvaluation,
  technicalFailure,
} from './evaluation-rules';
import { toMyBidOutcome, toOpenedBid } from './evaluation-views';

const decider = { id: 9, name: 'Asha Rao' };
const now = new Date(T0);
const reasons = { reason_code: 'turnover', clause: '3.1', note: 'Average turnover is below the floor.' } as const;

describe('a decision of not qualified', () => {
  it('names each missing reason field', () => {
    expect(evaluationFieldErrors(EvaluationBody.parse({ qualified: false }))).toEqual({
      reason_code: [e.reasonCode],
      clause: [e.clause],
      note: [e.note],
    });
    expect(evaluationFieldErrors(EvaluationBody.parse({ qualified: false, ...reasons, note: null }))).toEqual({
      note: [e.note],
    });
    expect(evaluationFieldErrors(EvaluationBody.parse({ qualified: false, ...reasons }))).toEqual({});
    expect(evaluationFieldErrors(EvaluationBody.parse({ qualified: true }))).toEqual({});
  });

  it('refuses a blank clause or note at the schema (trimmed)', () => {
    const parsed = EvaluationBody.safeParse({ qualified: false, ...reasons, clause: '   ' });
    expect(parsed.success).toBe(false);
  });

  it('keeps its reason and opens the window for the tender’s days; qualified clears the reason', () => {
    expect(evaluationRecord({ qualified: false, ...reasons }, decider, 3, now)).toEqual({
      qualified: false,
      ...reasons,
      decided_at: T0,
      decided_by: 9,
      decided_by_name: 'Asha Rao',
      representation_until: '2026-03-04T10:00:00.000Z',
      failed_check_acceptance: null,
    });
    expect(evaluationRecord({ qualified: true, ...reasons }, decider, 3, now)).toMatchObject({
      qualified: true,
      reason_code: null,
      clause: null,
      note: null,
      representation_until: null,
    });
    expect(reversedEvaluation(decider, now)).toMatchObject({ qualified: true, reason_code: null, decided_by: 9 });
  });
});

describe('qualifying a bid whose technical cover failed its check', () => {
  const flagged = opened(1);
  flagged.opening!.technical = {
    ...flagged.opening!.technical!,
    digest_match: false,
    flag: 'digest_mismatch',
    failed_check: 'receipt_digest',
  };
  const reason = 'The bidder showed the mailed receipt; the register copy was mistyped.';
  const accept = { qualified: true, accept_failed_check: true, accept_reason: reason };

  it('needs the explicit acceptance and a reason, each named when missing', () => {
    expect(acceptanceFieldErrors(EvaluationBody.parse({ qualified: true }), flagged)).toEqual({
      accept_failed_check: [e.acceptFailedCheck],
      accept_reason: [e.acceptReason],
    });
    expect(acceptanceFieldErrors(EvaluationBody.parse({ ...accept, accept_failed_check: false }), flagged)).toEqual({
      accept_failed_check: [e.acceptFailedCheck],
    });
    expect(acceptanceFieldErrors(EvaluationBody.parse(accept), flagged)).toEqual({});
  });

  it('needs nothing more for a bid that passed its checks, or to find a flagged bid not qualified', () => {
    expect(acceptanceFieldErrors(EvaluationBody.parse({ qualified: true }), opened(2))).toEqual({});
    expect(acceptanceFieldErrors(EvaluationBody.parse({ qualified: false, ...reasons }), flagged)).toEqual({});
  });

  it('refuses a short, long or unsafe reason at the schema', () => {
    for (const accept_reason of ['too short', 'r'.repeat(1001), 'Receipt shown\u0000 in person.']) {
      expect(EvaluationBody.safeParse({ ...accept, accept_reason }).success).toBe(false);
    }
    const unsafe = EvaluationBody.safeParse({ ...accept, accept_reason: 'Receipt shown\u202E in person.' });
    expect(unsafe.error?.issues.map((issue) => issue.message)).toEqual([e.acceptReasonUnsafe]);
  });

  it('is not done by reversing a decision on a representation (409), but an upheld one is answered', () => {
    expect(reversalRefusal(flagged, 'reversed')).toBe(e.reversalFlagged);
    expect(reversalRefusal(flagged, 'upheld')).toBeNull();
    expect(reversalRefusal(opened(2), 'reversed')).toBeNull();
  });

  it('records which check failed, why it was accepted, by whom and when; shows it without the account id', () => {
    const record = evaluationRecord(EvaluationBody.parse(accept), decider, 3, now, technicalFailure(flagged));
    expect(record.failed_check_acceptance).toEqual({
      flag: 'digest_mismatch',
      failed_check: 'receipt_digest',
      reason,
      accepted_at: T0,
      accepted_by: 9,
      accepted_by_name: 'Asha Rao',
    });
    const view = toOpenedBid({ ...flagged, evaluation: record });
    expect(view.evaluation?.failed_check_acceptance).toEqual({
      flag: 'digest_mismatch',
      failed_check: 'receipt_digest',
      reason,
      accepted_at: T0,
      accepted_by_name: 'Asha Rao',
    });
    expect(toMyBidOutcome({ ...flagged, evaluation: record }).evaluation).not.toHaveProperty('failed_check_acceptance');
    // A passing bid keeps no acceptance, even if the form sent one.
    expect(evaluationRecord(EvaluationBody.parse(accept), decider, 3, now, null).failed_check_acceptance).toBeNull();
  });
});

describe('a representation', () => {
  const before = new Date('2026-03-02T10:00:00.000Z');
  it('is only against not qualified, once, before the window ends', () => {
    expect(representationRefusal(opened(1), before)).toBe(e.representationNotAllowed);
    expect(representationRefusal(opened(1, { evaluation: decision(true) }), before)).toBe(e.representationNotAllowed);
    expect(representationRefusal(opened(1, { evaluation: decision(false) }), before)).toBeNull();
    const until = '2026-03-04T10:00:00.000Z';
    expect(representationRefusal(opened(1, { evaluation: decision(false) }), new Date(until))).toBe(
      e.representationClosed(formatIstDateTimeSeconds(until)),
    );
    const sent = {
      id: 2,
      text: 'Please see the certificate.',
      document: null,
      sent_at: T0,
      answer: null,
      decision: null,
      answered_at: null,
      answered_by: null,
    };
    expect(representationRefusal(opened(1, { evaluation: decision(false), representation: sent }), before)).toBe(
      e.representationExists,
    );
  });
});

describe('the views', () => {
  it('show the opened bid and the bidder’s outcome without account ids or storage keys', () => {
    const bid = opened(1, {
      evaluation: decision(false),
      representation: {
        id: 2,
        text: 'Please see the certificate.',
        document: { name: 'certificate.pdf', size: 1200, key: 'files/101/abc.pdf' },
        sent_at: T0,
        answer: null,
        decision: null,
        answered_at: null,
        answered_by: null,
      },
    });
    const view = toOpenedBid(bid);
    expect(view).toMatchObject({ bid_id: 'BID-7-000001', digest_match: true, flag: null, financial: null });
    expect(view.representation?.document).toEqual({ name: 'certificate.pdf', size: 1200 });
    expect(JSON.stringify(view)).not.toContain('files/101');
    expect(JSON.stringify(view)).not.toContain('decided_by"');
    expect(toMyBidOutcome(bidRecord(2))).toEqual({ opened: false, evaluation: null, representation: null });
    expect(toMyBidOutcome(bid)).toMatchObject({
      opened: true,
      evaluation: { qualified: false, reason_code: 'experience' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { evaluationMessages as e } from '@tender/shared/opening-messages';
import { EvaluationBody } from '@tender/shared/schemas/opening';
import { bidRecord, decision, opened, T0 } from '../../../test/support/evaluation-records';
import { evaluationFieldErrors, evaluationRecord, representationRefusal, reversedEvaluation } from './evaluation-rules';
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

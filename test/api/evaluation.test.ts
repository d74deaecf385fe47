import { beforeAll, describe, expect, it } from 'vitest';
import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { evaluationMessages as e, reasonLabels } from '@tender/shared/opening-messages';
import type { MyBidsAnswer } from '@tender/shared/schemas/bid-submission';
import { tenderBids } from '../../functions/data/bids-repository';
import { evaluationMailSubject } from '../../functions/domain/evaluation/evaluation-mails';
import { financialOpeningWait } from '../../functions/domain/market/financial-gate';
import { technicalResult } from '../../functions/domain/market/bid-states';
import { latestMail } from '../support/accounts';
import { call } from '../support/api-call';
import {
  account,
  claimFinancialOpening,
  evaluate,
  evaluationStage,
  markFinancialOpened,
  notQualified,
  storedBid,
  type EvaluationStage,
} from './evaluation-support';

// An evaluator marks each opened bid qualified or not qualified; not qualified needs a
// reason code, the clause and a note; the bidder hears at once (mail and My Bids); the decision may
// change until the financial covers are opened.

const DAY_MS = 24 * 3600 * 1000;

describe('evaluating an opened bid', () => {
  let stage: EvaluationStage;
  beforeAll(async () => {
    stage = await evaluationStage(3, 2);
  }, 60_000);

  it('refuses not qualified without each reason field, naming it, and saves nothing', async () => {
    const [first] = stage.bidders;
    const none = await evaluate(stage.admin.token, first!.bidId, { qualified: false });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ reason_code: [e.reasonCode], clause: [e.clause], note: [e.note] });
    for (const field of ['reason_code', 'clause', 'note'] as const) {
      const body: Record<string, unknown> = { ...notQualified };
      delete body[field];
      const answer = await evaluate(stage.admin.token, first!.bidId, body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
    }
    const blank = await evaluate(stage.admin.token, first!.bidId, { ...notQualified, note: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.note).toEqual([e.note]);
    // NUL and a right-to-left override (it makes the mailed text read otherwise than stored).
    for (const bad of ['\u0000', '\u202E']) {
      const unsafe = await evaluate(stage.admin.token, first!.bidId, {
        ...notQualified,
        clause: `Clause 4.2${bad}`,
        note: `Only one work${bad} was shown.`,
      });
      expect(unsafe.status).toBe(400);
      expect(unsafe.body.errors).toEqual({ clause: [e.clauseUnsafe], note: [e.noteUnsafe] });
    }
    expect((await storedBid(stage.tender.id, first!.id)).evaluation).toBeUndefined();
  });

  it('lets only the tender’s evaluators decide: 403 to others, 404 to another organisation', async () => {
    const [first] = stage.bidders;
    const [otherAdmin, otherOrganization] = await Promise.all([account('Admin'), account('Organization')]);
    const byAdmin = await evaluate(otherAdmin.token, first!.bidId, { qualified: true });
    expect(byAdmin).toMatchObject({ status: 403, body: { message: e.notEvaluator } });
    expect((await evaluate(otherOrganization.token, first!.bidId, { qualified: true })).status).toBe(404);
    const byBidder = await evaluate(first!.token, first!.bidId, { qualified: true });
    expect(byBidder).toMatchObject({ status: 403, body: { message: e.notEvaluator } });
    const unknown = `BID-${stage.tender.id}-999999`;
    expect((await evaluate(stage.admin.token, unknown, { qualified: true })).status).toBe(404);
    expect((await storedBid(stage.tender.id, first!.id)).evaluation).toBeUndefined();
  });

  it('refuses a bid whose technical cover is not opened yet', async () => {
    const unopened = stage.bidders[2]!;
    const answer = await evaluate(stage.organization.token, unopened.bidId, { qualified: true });
    expect(answer).toMatchObject({ status: 409, body: { message: e.notOpened } });
  });

  it('saves not qualified with its reason, mails the bidder at once, and shows it on My Bids', async () => {
    const [first] = stage.bidders;
    const answer = await evaluate(stage.organization.token, first!.bidId, notQualified);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(e.saved);
    const evaluation = answer.body.data.evaluation!;
    expect(evaluation).toMatchObject({ ...notQualified, decided_by_name: 'Test Person' });
    expect(Date.parse(evaluation.representation_until!) - Date.parse(evaluation.decided_at)).toBe(3 * DAY_MS);
    expect(answer.body.data).toMatchObject({ bid_id: first!.bidId, digest_match: true, representation: null });
    expect((await storedBid(stage.tender.id, first!.id)).evaluation).toMatchObject({
      qualified: false,
      decided_by: stage.organization.id,
    });

    const mail = await latestMail(first!.email, evaluationMailSubject(stage.tender.tender_uid, first!.bidId, false));
    const text = mail.body.text ?? '';
    expect(text).toContain(reasonLabels.experience);
    expect(text).toContain(notQualified.clause);
    expect(text).toContain(notQualified.note);
    expect(text).toContain(formatIstDateTimeSeconds(evaluation.representation_until!));

    const mine = await call<MyBidsAnswer>('GET', '/my/bids', { token: first!.token });
    const listed = mine.body.data.find((bid) => bid.bid_id === first!.bidId);
    expect(listed).toMatchObject({
      state: 'closed',
      outcome: { opened: true, evaluation: { qualified: false, reason_code: 'experience' }, representation: null },
    });
    expect(JSON.stringify(listed)).not.toContain('decided_by"');
  });

  it('shows a bid not yet opened as waiting on My Bids', async () => {
    const unopened = stage.bidders[2]!;
    const mine = await call<MyBidsAnswer>('GET', '/my/bids', { token: unopened.token });
    expect(mine.body.data.find((bid) => bid.bid_id === unopened.bidId)?.outcome).toEqual({
      opened: false,
      evaluation: null,
      representation: null,
    });
  });

  it('lets a decision change until the financial opening, then refuses any change', async () => {
    const [first, second] = stage.bidders;
    expect((await evaluate(stage.admin.token, second!.bidId, { qualified: true })).status).toBe(200);
    const changed = await evaluate(stage.admin.token, first!.bidId, { ...notQualified, qualified: true });
    expect(changed.status).toBe(200);
    expect(changed.body.data.evaluation).toMatchObject({
      qualified: true,
      reason_code: null,
      clause: null,
      note: null,
      representation_until: null,
    });
    await latestMail(first!.email, evaluationMailSubject(stage.tender.tender_uid, first!.bidId, true));

    const opened = (await tenderBids(stage.tender.id)).filter((bid) => bid.opening?.technical);
    expect(technicalResult(opened)?.bids.map((bid) => bid.qualified)).toEqual([true, true]);

    await markFinancialOpened({ tender_id: stage.tender.id, contractor_id: second!.id });
    const late = await evaluate(stage.admin.token, first!.bidId, notQualified);
    expect(late).toMatchObject({ status: 409, body: { message: e.evaluationClosed } });
    expect((await storedBid(stage.tender.id, first!.id)).evaluation?.qualified).toBe(true);
  });
});

describe('the financial opening claimed', () => {
  it('closes the evaluation even before any financial cover is written', async () => {
    const stage = await evaluationStage(1);
    const [only] = stage.bidders;
    expect((await evaluate(stage.admin.token, only!.bidId, notQualified)).status).toBe(200);
    const bids = await tenderBids(stage.tender.id);
    expect(financialOpeningWait(bids, new Date(), (iso) => iso)?.message ?? null).not.toBeNull();
    await claimFinancialOpening(stage.tender.id);
    const late = await evaluate(stage.admin.token, only!.bidId, { qualified: true });
    expect(late).toMatchObject({ status: 409, body: { message: e.evaluationClosed } });
  }, 60_000);
});

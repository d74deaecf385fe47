import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '@tender/shared/schemas/dashboard';
import { listAudit } from '../../functions/data/audit-repository';
import { tenderBids, type BidRecord } from '../../functions/data/bids-repository';
import { listTendersOfOrganization } from '../../functions/data/organization-tenders-repository';
import { CLOSE_TENDERS_ACTOR } from '../../functions/domain/tenders/close-tenders';
import { call, type ErrorBody } from '../support/api-call';
import { confirmOpening, tenderReadyToOpen, type TenderReadyToOpen } from '../support/opening';

// The dashboards' figures are counts of what the stack stores. One tender goes through
// the product (published, bids sealed, closed, opened by its two openers, evaluated with one bid
// not qualified and its representation, reversed, financially opened, awarded to L1), and at each
// step the organisation's and the bidders' dashboards equal the counts computed here from the
// stored tenders, bids and audit trail.

let ready: TenderReadyToOpen;

const dashboard = async (caller: { token: string }) => {
  const { status, body } = await call<DashboardAnswer>('GET', '/dashboard', { token: caller.token });
  expect(status).toBe(200);
  return body;
};

const isLive = (bid: BidRecord) =>
  (bid.state === 'submitted' || bid.state === 'revised') && bid.needs_reconfirmation !== true;

/** The two bid counters as the stored bids of the organisation's closed tenders give them. */
async function expectedCounters(organizationId: number, now: Date) {
  const { items } = await listTendersOfOrganization(organizationId, { limit: 100 });
  const closed = items.filter((tender) => tender.status === 'closed');
  const bids = (await Promise.all(closed.map((tender) => tenderBids(tender.id)))).flat().filter(isLive);
  const inRepresentation = (bid: BidRecord) =>
    bid.evaluation?.qualified === false &&
    (bid.representation
      ? bid.representation.answered_at === null
      : Date.parse(bid.evaluation.representation_until ?? '') > now.getTime());
  return {
    tenders: items,
    number_of_pending_bids_to_award: bids.filter((bid) => bid.evaluation?.qualified === true).length,
    number_of_bids_under_discussion: bids.filter(
      (bid) => (bid.opening?.technical && !bid.evaluation) || inRepresentation(bid),
    ).length,
  };
}

async function expectOrganizationFigures() {
  const answer = await dashboard(ready.organization);
  const expected = await expectedCounters(ready.organization.id, new Date());
  const open = expected.tenders.filter(
    (tender) => tender.status === 'active' && Date.parse(tender.bid_submission_end_date) >= Date.now(),
  );
  expect(answer.general_report).toEqual({
    active_tender_count: open.length,
    number_of_projects: expected.tenders.length,
    number_of_pending_bids_to_award: expected.number_of_pending_bids_to_award,
    number_of_bids_under_discussion: expected.number_of_bids_under_discussion,
    is_awarded: 0,
  });
  return answer;
}

/** Tender Updates as the tender's audit trail and stored decisions give them, newest first. */
async function expectedUpdates() {
  const { items } = await listAudit({ entity: 'tender', entityId: String(ready.tender.id), limit: 100 });
  const kinds: Record<string, (after: Record<string, unknown> | null) => string> = {
    'tender.publish': () => 'published',
    'tender.close': () => 'closed',
    'tender.opening_done': (after) => `${String(after?.cover)}_opened`,
    'tender.award': () => 'awarded',
  };
  const audit = items
    .filter((entry) => kinds[entry.action])
    .map((entry) => ({ event: kinds[entry.action]!(entry.after), at: entry.at, created_user: entry.actor_name }));
  const decisions = (await tenderBids(ready.tender.id)).filter(isLive).flatMap((bid) =>
    bid.evaluation
      ? [
          {
            event: bid.evaluation.qualified ? 'qualified' : 'not_qualified',
            at: bid.evaluation.decided_at,
            created_user: bid.evaluation.decided_by_name,
          },
        ]
      : [],
  );
  return [...audit, ...decisions].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, 5);
}

const stagesOf = async (bidder: { token: string }) =>
  (await dashboard(bidder)).bids_under_evaluation.map((bid) => [bid.bid_id, bid.stage]);

const bidIdOf = (index: number) => ready.submissions[index]!.bid_id;

beforeAll(async () => {
  ready = await tenderReadyToOpen({ bidders: 3 });
}, 120_000);

describe('GET /dashboard: figures from the stored tenders and bids', () => {
  it('closed, sealed: no bid pending or under discussion; each bidder sees its bid sealed', async () => {
    const answer = await expectOrganizationFigures();
    expect(answer.general_report).toMatchObject({
      number_of_projects: 1,
      number_of_pending_bids_to_award: 0,
      number_of_bids_under_discussion: 0,
    });
    expect(answer.tender_updates.map((update) => [update.event, update.created_user])).toEqual([
      ['closed', CLOSE_TENDERS_ACTOR.name],
      ['published', expect.any(String)],
    ]);
    for (const [index, bidder] of ready.bidders.entries()) {
      expect(await stagesOf(bidder)).toEqual([[bidIdOf(index), 'sealed']]);
    }
  });

  it('opened and evaluated, one bid not qualified with a representation: pending 2, under discussion 1', async () => {
    expect((await confirmOpening(ready.tender, 'technical', ready.admin)).status).toBe(200);
    expect((await confirmOpening(ready.tender, 'technical', ready.organization)).status).toBe(200);
    let answer = await expectOrganizationFigures();
    expect(answer.general_report.number_of_bids_under_discussion).toBe(3);

    const evaluate = (index: number, body: Record<string, unknown>) =>
      call<ErrorBody>('POST', `/bids/${bidIdOf(index)}/evaluation`, { token: ready.admin.token, body });
    expect((await evaluate(0, { qualified: true })).status).toBe(200);
    expect((await evaluate(1, { qualified: true })).status).toBe(200);
    const reason = { reason_code: 'experience', clause: 'Clause 4.2', note: 'One similar work only.' };
    expect((await evaluate(2, { qualified: false, ...reason })).status).toBe(200);
    const sent = await call<{ data: { id: number } } & ErrorBody>('POST', `/bids/${bidIdOf(2)}/representation`, {
      token: ready.bidders[2]!.token,
      body: { text: 'We completed a second similar work in 2023, certified by the owner.' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    answer = await expectOrganizationFigures();
    expect(answer.general_report).toMatchObject({
      number_of_pending_bids_to_award: 2,
      number_of_bids_under_discussion: 1,
    });
    expect(answer.tender_updates.map(({ event, at, created_user }) => ({ event, at, created_user }))).toEqual(
      await expectedUpdates(),
    );
    expect(answer.tender_updates.map((update) => update.event)).toEqual([
      'not_qualified',
      'qualified',
      'qualified',
      'technical_opened',
      'closed',
    ]);
    expect(answer.tender_updates.every((update) => update.status === 'closed')).toBe(true);
    expect(await stagesOf(ready.bidders[0]!)).toEqual([[bidIdOf(0), 'qualified']]);
    expect(await stagesOf(ready.bidders[2]!)).toEqual([[bidIdOf(2), 'in_representation']]);
    const bidder = await dashboard(ready.bidders[2]!);
    expect(bidder.general_report).toMatchObject({
      number_of_pending_bids_to_award: 0,
      number_of_bids_under_discussion: 1,
      is_awarded: 0,
    });

    const reversed = await call<ErrorBody>('POST', `/representations/${sent.body.data.id}/answer`, {
      token: ready.admin.token,
      body: { answer: 'The certificate shows a similar work of the required value.', decision: 'reversed' },
    });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect((await expectOrganizationFigures()).general_report).toMatchObject({
      number_of_pending_bids_to_award: 3,
      number_of_bids_under_discussion: 0,
    });
  }, 60_000);

  it('awarded to L1: nothing pending any more, the event on top, the award on the winner’s dashboard', async () => {
    expect((await confirmOpening(ready.tender, 'financial', ready.admin)).status).toBe(200);
    const opened = await confirmOpening(ready.tender, 'financial', ready.organization);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const totals = (await tenderBids(ready.tender.id))
      .filter(isLive)
      .map((bid) => ({ bid, total: BigInt(bid.opening!.financial!.total_paise!) }))
      .sort((a, b) => (a.total < b.total ? -1 : a.total > b.total ? 1 : 0));
    const winner = totals[0]!.bid;
    const awarded = await call<ErrorBody>('POST', `/tenders/${ready.tender.id}/award`, {
      token: ready.organization.token,
      body: { bid_id: winner.bid_reference },
    });
    expect(awarded.status, JSON.stringify(awarded.body)).toBe(200);

    const answer = await expectOrganizationFigures();
    expect(answer.general_report).toMatchObject({
      number_of_pending_bids_to_award: 0,
      number_of_bids_under_discussion: 0,
    });
    expect(answer.tender_updates.map(({ event, at, created_user }) => ({ event, at, created_user }))).toEqual(
      await expectedUpdates(),
    );
    expect(answer.tender_updates.slice(0, 2).map((update) => [update.event, update.status])).toEqual([
      ['awarded', 'awarded'],
      ['financial_opened', 'awarded'],
    ]);

    const winnerAccount = ready.bidders.find((bidder) => bidder.id === winner.contractor_id)!;
    const mine = await dashboard(winnerAccount);
    expect(mine.general_report).toMatchObject({
      is_awarded: 1,
      number_of_pending_bids_to_award: 0,
      number_of_bids_under_discussion: 0,
    });
    expect(mine.awarded_bids).toEqual([
      {
        tender_id: ready.tender.id,
        tender_uid: ready.tender.tender_uid,
        project_name: ready.tender.project_name,
        bid_id: winner.bid_reference,
        amount_paise: totals[0]!.total.toString(),
        awarded_at: expect.any(String),
      },
    ]);
    expect(mine.bids_under_evaluation).toEqual([]);
    const other = ready.bidders.find((bidder) => bidder.id !== winner.contractor_id)!;
    expect(await dashboard(other)).toMatchObject({
      general_report: { is_awarded: 0 },
      awarded_bids: [],
      bids_under_evaluation: [],
    });
  }, 60_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { awardMessages as a } from '@tender/shared/award-messages';
import { tenderStateMessages } from '@tender/shared/admin-messages';
import { reasonLabels } from '@tender/shared/opening-messages';
import type { AuditListAnswer } from '@tender/shared/schemas/audit';
import type { UnsuccessfulAnswer } from '@tender/shared/schemas/award';
import type { AwardedTenderListAnswer, TenderInfoAnswer } from '@tender/shared/schemas/tender';
import type { AdminTenderAnswer, RetenderAnswer } from '@tender/shared/schemas/tenders-admin';
import { tenderBids } from '../../functions/data/bids-repository';
import { awardMailSubject, regretMailSubject } from '../../functions/domain/award/award-mails';
import { latestMail } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { contractor, openTender } from '../support/bidding';
import { windowEndingIn } from './admin-tenders-support';
import { award, financiallyOpened, statementOf, type FinanciallyOpened } from './award-support';
import { account, notQualified } from './evaluation-support';

// The award of contract by the tender's organisation or an Admin after the
// financial opening (anyone but L1 with a reason), published on the tender and the Awarded list,
// mailed to the winner with the letter and to the others with their standing; and the unsuccessful
// end of a tender with no bid, which can then be re-tendered (an unsuccessful end with qualified
// bids, and the refunds of every ending: emd-refunds.test.ts).

type MailWithFiles = { attachments?: { filename: string; contentType: string; content: string }[] };

const tenderInfo = (id: number) => call<TenderInfoAnswer>('GET', `/tenders/get_tender_info/${id}`);

describe('awarding a tender with four bids, one not qualified', () => {
  let stage: FinanciallyOpened;
  let ranked: { bid_id: string; rank: number | null; total_paise: string | null; bidder_name: string }[];

  beforeAll(async () => {
    stage = await financiallyOpened(4);
    ranked = (await statementOf(stage.tender, stage.admin.token)).body.data.bids;
  }, 120_000);

  const bidderOf = (ref: string) => stage.bidders[stage.refs.indexOf(ref)]!;

  it('lets only the organisation or an Admin award: 403 to a contractor, 404 to another organisation', async () => {
    const [bidder, otherOrganisation] = await Promise.all([contractor(), account('Organization')]);
    const body = { bid_id: ranked[0]!.bid_id };
    expect(await award(stage.tender, stage.bidders[0]!.token, body)).toMatchObject({
      status: 403,
      body: { message: a.notAllowed },
    });
    expect((await award(stage.tender, bidder.token, body)).status).toBe(403);
    expect((await award(stage.tender, otherOrganisation.token, body)).status).toBe(404);
    expect((await award({ id: 999_999_999 }, stage.admin.token, body)).status).toBe(404);
    expect((await tenderInfo(stage.tender.id)).body.data.status).toBe('closed');
  });

  it('refuses a bid not ranked, and anyone but L1 without a reason, naming the field', async () => {
    const notRanked = await award(stage.tender, stage.organization.token, { bid_id: stage.notQualifiedRef });
    expect(notRanked.status).toBe(400);
    expect(notRanked.body.errors).toEqual({ bid_id: [a.bidId] });
    const second = await award(stage.tender, stage.organization.token, { bid_id: ranked[1]!.bid_id });
    expect(second.status).toBe(400);
    expect(second.body.errors).toEqual({ reason: [a.reason] });
    const blank = await award(stage.tender, stage.organization.token, { bid_id: ranked[1]!.bid_id, reason: '  ' });
    expect(blank.body.errors).toEqual({ reason: [a.reason] });
  });

  it('awards L2 with a reason: published on the tender, the audit trail and the Awarded list; once only', async () => {
    const chosen = ranked[1]!;
    const reason = 'L1 withdrew its offer of the completion period in writing.';
    const answer = await award(stage.tender, stage.organization.token, { bid_id: chosen.bid_id, reason });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const aoc = answer.body.data;
    expect(aoc).toMatchObject({
      tender_id: stage.tender.id,
      bid_id: chosen.bid_id,
      winner_name: chosen.bidder_name,
      amount_paise: chosen.total_paise,
      rank: 'L2',
      bids_received: 4,
      reason,
    });
    expect(Math.abs(Date.parse(aoc.awarded_at) - Date.now())).toBeLessThan(60_000);

    const info = await tenderInfo(stage.tender.id);
    expect(info.body.data).toMatchObject({ status: 'awarded', award: aoc });
    const audit = await call<AuditListAnswer>('GET', `/admin/audit?entity=tender&id=${stage.tender.id}`, {
      token: stage.admin.token,
    });
    const entry = audit.body.data.find((line) => line.action === 'tender.award');
    expect(entry?.summary).toContain(reason);
    // The admin view names the winner's account: its EMD release acts on it.
    const winner = (await tenderBids(stage.tender.id)).find((bid) => bid.bid_reference === chosen.bid_id)!;
    const adminView = await call<AdminTenderAnswer>('GET', `/admin/tenders/${stage.tender.id}`, {
      token: stage.admin.token,
    });
    expect(adminView.body.data).toMatchObject({ status: 'awarded', award: aoc, awarded_to: winner.contractor_id });

    const listed = await call<AwardedTenderListAnswer>(
      'GET',
      `/tenders/awarded_tenders?tender_id=${encodeURIComponent(stage.tender.tender_uid)}`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      expect.objectContaining({ tender_uid: stage.tender.tender_uid, status: 'awarded', award: aoc }),
    ]);
    const closed = await call<AwardedTenderListAnswer>(
      'GET',
      `/tenders/closed_tenders?tender_id=${encodeURIComponent(stage.tender.tender_uid)}`,
    );
    expect(closed.body.data).toEqual([]);

    const again = await award(stage.tender, stage.admin.token, { bid_id: ranked[0]!.bid_id });
    expect(again).toMatchObject({ status: 409, body: { message: a.decided } });
  });

  it('mails the winner the award letter and every other bidder its standing', async () => {
    const uid = stage.tender.tender_uid;
    const winner = bidderOf(ranked[1]!.bid_id);
    const letter = (await latestMail(winner.email, awardMailSubject(uid))) as Awaited<ReturnType<typeof latestMail>> &
      MailWithFiles;
    expect(letter.body.text).toContain(ranked[1]!.bid_id);
    const pdf = letter.attachments?.find((file) => file.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^award-letter-.+\.pdf$/);
    const pdfText = Buffer.from(pdf!.content, 'base64').toString('latin1');
    expect(pdfText.startsWith('%PDF-')).toBe(true);
    expect(pdfText).toContain(ranked[1]!.bid_id);

    const l1 = await latestMail(bidderOf(ranked[0]!.bid_id).email, regretMailSubject(uid));
    expect(l1.body.text).toContain(`ranked L1`);
    expect(l1.body.text).toContain('L1 withdrew its offer');
    const l3 = await latestMail(bidderOf(ranked[2]!.bid_id).email, regretMailSubject(uid));
    expect(l3.body.text).toContain(`ranked L3`);
    const out = await latestMail(bidderOf(stage.notQualifiedRef).email, regretMailSubject(uid));
    expect(out.body.text).toContain('not technically qualified');
    expect(out.body.text).toContain(reasonLabels.experience);
    expect(out.body.text).toContain(notQualified.clause);
  });
});

describe('a tender that received no bid', () => {
  it('ends unsuccessful with a reason (once), then is re-tendered as a cancelled one is', async () => {
    const [admin, organization] = await Promise.all([account('Admin'), account('Organization')]);
    const running = await openTender({ changes: { organization_id: organization.id } });
    const early = await call<ErrorBody>('POST', `/tenders/${running.id}/unsuccessful`, {
      token: organization.token,
      body: { reason: 'No bid received' },
    });
    expect(early).toMatchObject({ status: 409, body: { message: a.notUnsuccessful } });

    const tender = await openTender({ closesIn: -60, changes: { organization_id: organization.id } });
    const path = `/tenders/${tender.id}/unsuccessful`;
    const bidder = await contractor();
    expect((await call('POST', path, { token: bidder.token, body: { reason: 'x' } })).status).toBe(403);
    const noReason = await call<ErrorBody>('POST', path, { token: organization.token, body: {} });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors?.reason).toEqual([a.unsuccessfulReason]);

    const reason = 'No bid was received by the bid submission end.';
    const ended = await call<UnsuccessfulAnswer>('POST', path, { token: organization.token, body: { reason } });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body).toMatchObject({
      message: a.unsuccessful(tender.tender_uid),
      data: { tender_id: tender.id, status: 'unsuccessful', reason },
    });
    expect((await tenderInfo(tender.id)).body.data).toMatchObject({
      status: 'unsuccessful',
      unsuccessful_reason: reason,
    });
    const again = await call<ErrorBody>('POST', path, { token: admin.token, body: { reason } });
    expect(again).toMatchObject({ status: 409, body: { message: a.decided } });

    const retendered = await call<RetenderAnswer & ErrorBody>('POST', `/admin/tenders/${tender.id}/retender`, {
      token: admin.token,
      body: { changes: windowEndingIn(3600) },
    });
    expect(retendered.status, JSON.stringify(retendered.body)).toBe(201);
    expect(retendered.body.retendered).toMatchObject({ id: tender.id, status: 'retendered' });
    expect(retendered.body.data).toMatchObject({ status: 'active' });
    const twice = await call<ErrorBody>('POST', `/admin/tenders/${tender.id}/retender`, {
      token: admin.token,
      body: {},
    });
    expect(twice.body.message).toBe(tenderStateMessages.notRetenderable);
  }, 60_000);
});

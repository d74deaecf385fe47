import { beforeAll, describe, expect, it } from 'vitest';
import { bidMessages as m } from '@tender/shared/bid-messages';
import type { MyBidsAnswer, MyTenderBidAnswer } from '@tender/shared/schemas/bid-submission';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { call, type ErrorBody } from '../support/api-call';
import {
  bidBody,
  bidDocument,
  contractor,
  distinctiveRates,
  openTender,
  submit,
  uniqueDocument,
  type Bidder,
} from '../support/bidding';
import { rawBucketKeys } from '../support/raw-bucket';

// Who may bid and when. Every refusal says why, and the clock is the server's: a
// tender whose window has not opened or has closed refuses with the server's time in the message.

let tender: TenderRecord;

beforeAll(async () => {
  tender = await openTender();
});

const mine = (who: Bidder, tenderId = tender.id) =>
  call<MyTenderBidAnswer & ErrorBody>('GET', `/tenders/${tenderId}/bids/mine`, { token: who.token });

describe('who may bid', () => {
  it.each([
    ['an unverified email', { verified: false }, 'email_not_verified', m.emailNotVerified],
    ['a registration under review', { status: 'pending' as const }, 'registration_pending', m.registrationPending],
    ['a rejected registration', { status: 'rejected' as const }, 'registration_rejected', m.registrationRejected],
    ['an unpaid registration fee', { feePaid: false }, 'registration_fee_due', m.registrationFeeDue],
    ['a buying organisation', { role: 'Organization' as const }, 'not_contractor', m.notContractor],
  ])('refuses %s with its reason', async (_what, options, blockedBy, message) => {
    const who = await contractor(options);
    expect((await mine(who)).body.data).toMatchObject({ can_bid: false, blocked_by: blockedBy, message });
    const refused = await submit(tender.id, who, bidBody(distinctiveRates()));
    expect(refused).toMatchObject({ status: 403, body: { message } });
    const start = await call<ErrorBody>('POST', `/tenders/${tender.id}/bids/start`, { token: who.token });
    expect(start).toMatchObject({ status: 403, body: { message } });
  });

  it('needs a signed-in caller', async () => {
    expect((await call('POST', `/tenders/${tender.id}/bids`, { body: bidBody(distinctiveRates()) })).status).toBe(401);
    expect((await call('GET', '/my/bids')).status).toBe(401);
  });

  it('shows a contractor only its own bid', async () => {
    const [first, second] = await Promise.all([contractor(), contractor()]);
    expect((await submit(tender.id, first, bidBody(distinctiveRates()))).status).toBe(201);
    expect((await mine(second)).body.data.bid).toBeNull();
    const listed = await call<MyBidsAnswer>('GET', '/my/bids', { token: second.token });
    expect(listed.body.data.find((bid) => bid.tender_id === tender.id)).toBeUndefined();
    const withdraw = await call<ErrorBody>('POST', `/tenders/${tender.id}/bids/withdraw`, { token: second.token });
    expect(withdraw).toMatchObject({ status: 409, body: { message: m.noBid } });
  });
});

describe('what a bid must hold', () => {
  it('names every bad rate and the items left unrated', async () => {
    const who = await contractor();
    const refused = await submit(
      tender.id,
      who,
      bidBody([
        { work_item_id: 1, rate: 10.123 },
        { work_item_id: 9, rate: 5 },
        { work_item_id: 1, rate: 0 },
      ]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ 'rates.0.rate': [m.rate], 'rates.2.rate': [m.rate] });
    const unknown = await submit(tender.id, who, bidBody([{ work_item_id: 9, rate: 5 }]));
    expect(unknown.body.errors).toEqual({ 'rates.0.work_item_id': [m.unknownWorkItem], rates: [m.missingWorkItem(3)] });
  });

  it('refuses a profile row the contractor does not have, and an exemption the tender does not allow', async () => {
    const who = await contractor();
    const body = bidBody(distinctiveRates(), [], {
      technical: { profile_rows: [{ list: 'turnovers', id: 7 }], documents: [] },
      payment: { emd_exempt: true },
    });
    const refused = await submit(tender.id, who, body);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      'technical.profile_rows.0.id': [m.profileRow],
      'payment.emd_exempt': [m.exemptionNotAllowed],
      'payment.exemption_certificate_upload_id': [m.exemptionCertificate],
    });
  });

  it('refuses a bid whose tender fee and EMD are not paid', async () => {
    const charging = await openTender({ changes: { is_paid: true, tender_fee: 1180, emd_amount: 50000 } });
    const refused = await submit(charging.id, await contractor(), bidBody(distinctiveRates()));
    expect(refused).toMatchObject({ status: 400, body: { errors: { payment: [m.paymentDue] } } });
  });
});

describe('when, by the server clock', () => {
  it('refuses before the window opens, with the server time', async () => {
    const early = await openTender({ opensIn: 3600, closesIn: 7200 });
    const refused = await submit(early.id, await contractor(), bidBody(distinctiveRates()));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Bids for this tender open at .+ IST\. The server's time is now .+ IST\.$/);
  });

  it('takes a bid seconds before the deadline and refuses one after it, with the server time', async () => {
    const closing = await openTender({ closesIn: 4 });
    const who = await contractor();
    expect((await submit(closing.id, who, bidBody(distinctiveRates()))).status).toBe(201);
    const remaining = Date.parse(closing.bid_submission_end_date) - Date.now();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, remaining) + 300));
    const late = await submit(closing.id, who, bidBody(distinctiveRates()));
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(
      /^Bids for this tender closed at .+ IST\. The server's time is now .+ IST, so nothing/,
    );
    const withdraw = await call<ErrorBody>('POST', `/tenders/${closing.id}/bids/withdraw`, { token: who.token });
    expect(withdraw.status).toBe(409);
    expect((await mine(who, closing.id)).body.data.bid).toMatchObject({ state: 'closed' });
  });
});

describe('the documents of a refused submission', () => {
  const tmpKeys = (uploadId: string) => rawBucketKeys(`tmp/${uploadId}`);
  const until = (iso: string) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(iso) - Date.now()) + 300));

  it('are deleted from the upload area at once when the tender takes no more bids', async () => {
    const [closing, who] = await Promise.all([openTender({ closesIn: 4 }), contractor()]);
    const uploadId = await bidDocument(who, uniqueDocument());
    expect(await tmpKeys(uploadId)).toEqual([`tmp/${uploadId}`]);
    await until(closing.bid_submission_end_date);
    const refused = await submit(
      closing.id,
      who,
      bidBody(distinctiveRates(), [{ name: 'Solvency certificate', upload_id: uploadId }]),
    );
    expect(refused.status).toBe(409);
    expect(await tmpKeys(uploadId)).toEqual([]);
  });

  it('are kept for the corrected submission when the bidder can put the refusal right', async () => {
    const who = await contractor();
    const uploadId = await bidDocument(who, uniqueDocument());
    const documents = [{ name: 'Solvency certificate', upload_id: uploadId }];
    const refused = await submit(
      tender.id,
      who,
      bidBody([...distinctiveRates(), { work_item_id: 9, rate: 5 }], documents),
    );
    expect(refused.status).toBe(400);
    expect(await tmpKeys(uploadId)).toEqual([`tmp/${uploadId}`]);
    expect((await submit(tender.id, who, bidBody(distinctiveRates(), documents))).status).toBe(201);
  });

  it('leaves another contractor’s upload named in a refused submission where it is', async () => {
    const [owner, other] = await Promise.all([contractor(), contractor()]);
    const uploadId = await bidDocument(owner, uniqueDocument());
    const refused = await submit(
      tender.id,
      other,
      bidBody(distinctiveRates(), [{ name: 'Theirs', upload_id: uploadId }]),
    );
    expect(refused.status).toBe(400);
    expect(await tmpKeys(uploadId)).toEqual([`tmp/${uploadId}`]);
  });
});

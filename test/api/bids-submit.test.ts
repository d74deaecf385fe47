import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidMessages as m } from '@tender/shared/bid-messages';
import type { MyBidsAnswer, MyTenderBidAnswer, WithdrawBidAnswer } from '@tender/shared/schemas/bid-submission';
import type { ReceiptVerdictAnswer } from '@tender/shared/schemas/bids';
import { lineAmountPaise } from '@tender/shared/money';
import type { TenderRecord } from '../../functions/data/tenders-repository';
import { s3, uploadsBucket } from '../../functions/platform/s3-client';
import { latestMail } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import {
  bidBody,
  bidDocument,
  contractor,
  distinctiveRates,
  openTender,
  submit,
  type Bidder,
} from '../support/bidding';
import { samplePdf } from '../support/uploads';

// A contractor submits, revises, withdraws and submits again before the deadline;
// each submission answers a receipt the marketplace signed, which anyone can check.

let tender: TenderRecord;
let bidder: Bidder;

beforeAll(async () => {
  [tender, bidder] = await Promise.all([openTender(), contractor()]);
});

const mine = (who: Bidder, tenderId = tender.id) =>
  call<MyTenderBidAnswer & ErrorBody>('GET', `/tenders/${tenderId}/bids/mine`, { token: who.token });

async function plainUploadExists(uploadId: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: uploadsBucket, Key: `tmp/${uploadId}` }));
    return true;
  } catch {
    return false;
  }
}

describe('a bid from start to withdrawal', () => {
  it('takes a bid with rates and a document, answers a signed receipt, and deletes the plain upload', async () => {
    const before = await mine(bidder);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ can_bid: true, blocked_by: null, bid: null });
    expect(Math.abs(Date.parse(before.body.data.server_time) - Date.now())).toBeLessThan(5000);

    const started = await call<MyTenderBidAnswer>('POST', `/tenders/${tender.id}/bids/start`, { token: bidder.token });
    expect(started.status).toBe(201);
    expect(started.body.data.bid).toMatchObject({ state: 'started', submission: 0, receipt: null });
    const reference = started.body.data.bid!.bid_id;
    expect(reference).toMatch(new RegExp(`^BID-${tender.id}-\\d{6}$`));

    const uploadId = await bidDocument(bidder, await samplePdf('Experience certificate of Bidder Infra'));
    const rates = distinctiveRates();
    const answer = await submit(
      tender.id,
      bidder,
      bidBody(rates, [{ name: 'Experience certificate', upload_id: uploadId }]),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { data } = answer.body;
    expect(data).toMatchObject({ bid_id: reference, state: 'submitted', submission: 1 });
    expect(data.receipt).toMatchObject({ bid_reference: reference, tender_id: tender.id });
    const expectedTotal = tender.tender_material_works.reduce(
      (sum, item) =>
        sum + lineAmountPaise(item.quantity, Math.round(rates.find((r) => r.work_item_id === item.id)!.rate * 100)),
      0n,
    );
    expect(data.total_paise).toBe(expectedTotal.toString());
    expect(data.digest_inputs.documents).toEqual([
      { name: 'Experience certificate', sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: expect.any(Number) },
    ]);
    expect(await plainUploadExists(uploadId)).toBe(false);

    const verdict = await call<ReceiptVerdictAnswer>('POST', '/receipts/verify', { body: data.receipt });
    expect(verdict.body.data.valid).toBe(true);
    const changed = { ...data.receipt, digest: data.receipt.digest.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    expect((await call<ReceiptVerdictAnswer>('POST', '/receipts/verify', { body: changed })).body.data.valid).toBe(
      false,
    );

    const mail = await latestMail(bidder.email, `Bid submitted: ${tender.tender_uid} (${reference})`);
    expect(mail.body.text).toContain(data.receipt.digest);
    expect(mail.body.text).toContain(data.digest_inputs.salt);
  });

  it('revises: the new submission supersedes the last and its receipt is new', async () => {
    const answer = await submit(tender.id, bidder, bidBody(distinctiveRates()));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ message: m.revised, data: { state: 'revised', submission: 2 } });
    const listed = await call<MyBidsAnswer>('GET', '/my/bids', { token: bidder.token });
    const bid = listed.body.data.find((entry) => entry.tender_id === tender.id);
    expect(bid).toMatchObject({ state: 'revised', submission: 2, receipt: answer.body.data.receipt });
    expect(JSON.stringify(listed.body)).not.toContain('rate');
    await latestMail(bidder.email, `Bid revised: ${tender.tender_uid} (${answer.body.data.bid_id})`);
  });

  it('withdraws, refuses a second withdrawal, and takes a new submission afterwards', async () => {
    const withdrawn = await call<WithdrawBidAnswer & ErrorBody>('POST', `/tenders/${tender.id}/bids/withdraw`, {
      token: bidder.token,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ message: m.withdrawn, data: { state: 'withdrawn' } });
    const again = await call<ErrorBody>('POST', `/tenders/${tender.id}/bids/withdraw`, { token: bidder.token });
    expect(again).toMatchObject({ status: 409, body: { message: m.alreadyWithdrawn } });
    expect((await mine(bidder)).body.data.bid).toMatchObject({ state: 'withdrawn', receipt: null });
    await latestMail(bidder.email, `Bid withdrawn: ${tender.tender_uid} (${withdrawn.body.data.bid_id})`);

    const resubmitted = await submit(tender.id, bidder, bidBody(distinctiveRates()));
    expect(resubmitted.status).toBe(201);
    expect(resubmitted.body.data).toMatchObject({ state: 'submitted', submission: 3 });
  });

  it('answers a repeated request id with the first answer, and refuses it for another body', async () => {
    const body = bidBody(distinctiveRates());
    const first = await submit(tender.id, bidder, body);
    const repeat = await submit(tender.id, bidder, body);
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(repeat.body).toEqual(first.body);
    const reused = await submit(tender.id, bidder, { ...bidBody(distinctiveRates()), request_id: body.request_id });
    expect(reused).toMatchObject({ status: 409, body: { message: m.requestReused } });
  });
});

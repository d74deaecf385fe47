import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { bidMessages as m } from '@tender/shared/bid-messages';
import type { BidRegisterAnswer, MyTenderBidAnswer, SubmitBidAnswer } from '@tender/shared/schemas/bid-submission';
import type { ClosedTenderListAnswer } from '@tender/shared/schemas/tender';
import { tenderBids } from '../../functions/data/bids-repository';
import { registerRoot } from '../../functions/domain/market/bid-digest';
import { s3, uploadsBucket } from '../../functions/platform/s3-client';
import { latestMail, mailsTo } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { bidBody, contractor, distinctiveRates, openTender, submit } from '../support/bidding';

// Twenty submissions of one contractor at once leave one latest bid and lose
// nothing; at the close the register publishes every receipt's digest (no names) and their root,
// mails each bidder, and each bidder finds its receipt in it.

const waitUntil = async (iso: string) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(iso) - Date.now()) + 300));

describe('one contractor submitting twenty times at once', () => {
  it('applies every submission in turn: one latest bid, counted once, its sealed covers only', async () => {
    const [tender, bidder] = await Promise.all([openTender(), contractor()]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit(tender.id, bidder, bidBody(distinctiveRates()))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => answer.body.data.submission).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const latest = answers.find((answer) => answer.body.data.submission === 20)!;
    const mine = await call<MyTenderBidAnswer>('GET', `/tenders/${tender.id}/bids/mine`, { token: bidder.token });
    expect(mine.body.data.bid).toMatchObject({ state: 'revised', submission: 20, receipt: latest.body.data.receipt });
    const bids = await tenderBids(tender.id);
    expect(bids).toHaveLength(1);
    const latestUid = bids[0]!.sealed!.submission_uid;
    const stored = await s3.send(
      new ListObjectsV2Command({ Bucket: uploadsBucket, Prefix: `bids/${tender.id}/${bidder.id}/` }),
    );
    const keys = (stored.Contents ?? []).map((object) => object.Key!);
    // The manifest and the rates of the latest submission; every superseded one deleted.
    expect(keys.sort()).toEqual([
      `bids/${tender.id}/${bidder.id}/${latestUid}/financial-rates`,
      `bids/${tender.id}/${bidder.id}/${latestUid}/technical-manifest`,
    ]);
    const count = await call<{ data: { bid_count: number } }>('GET', `/tenders/${tender.id}/bids`, {
      token: await adminToken(),
    });
    expect(count.body.data.bid_count).toBe(1);
  }, 60_000);
});

describe('one contractor’s first submissions at once (a double click, a dozen times over)', () => {
  it('signs and mails every receipt for the one bid written, and a repeated request id answers its receipt', async () => {
    const [tender, bidder] = await Promise.all([openTender(), contractor()]);
    const bodies = Array.from({ length: 12 }, () => bidBody(distinctiveRates()));
    const answers = await Promise.all(bodies.map((body) => submit(tender.id, bidder, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(201));
    const bids = await tenderBids(tender.id);
    expect(bids).toHaveLength(1);
    const reference = bids[0]!.bid_reference;
    for (const answer of answers) {
      expect(answer.body.data).toMatchObject({ bid_id: reference, receipt: { bid_reference: reference } });
    }
    const subjects = answers.map((answer) =>
      answer.body.data.submission === 1
        ? `Bid submitted: ${tender.tender_uid} (${reference})`
        : `Bid revised: ${tender.tender_uid} (${reference})`,
    );
    await latestMail(
      bidder.email,
      subjects.find((subject) => subject.includes('revised'))!,
      11,
    );
    const mails = (await mailsTo(bidder.email)).filter((mail) => mail.subject.startsWith('Bid '));
    expect(mails.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    for (const mail of mails) {
      expect(mail.body.text?.match(/BID-\d+-\d{6}/g) ?? []).toEqual(expect.arrayContaining([reference]));
      expect(new Set(mail.body.text?.match(/BID-\d+-\d{6}/g))).toEqual(new Set([reference]));
    }
    const again = await submit(tender.id, bidder, bodies[3]);
    expect(again).toMatchObject({ status: 201, body: { data: { receipt: answers[3]!.body.data.receipt } } });
  }, 60_000);
});

async function adminToken(): Promise<string> {
  const { createAccount, loginToken } = await import('../support/accounts');
  return loginToken(await createAccount({ role: 'Admin' }));
}

describe('the register of sealed bids', () => {
  it('is published at the close with every live receipt, mailed, and checkable by each bidder', async () => {
    const tender = await openTender({ closesIn: 6 });
    const [first, second, gone] = await Promise.all([contractor(), contractor(), contractor()]);
    const receipts: SubmitBidAnswer['data'][] = [];
    for (const who of [first, second, gone]) {
      const answer = await submit(tender.id, who, bidBody(distinctiveRates()));
      expect(answer.status).toBe(201);
      receipts.push(answer.body.data);
    }
    expect((await call('POST', `/tenders/${tender.id}/bids/withdraw`, { token: gone.token })).status).toBe(200);
    const before = await call<ErrorBody>('GET', `/tenders/${tender.id}/register`);
    expect(before).toMatchObject({ status: 409, body: { message: m.registerNotYet } });

    await waitUntil(tender.bid_submission_end_date);
    const { handler } = await import('../../functions/handlers/jobs/close-tenders');
    await handler();

    const register = await call<BidRegisterAnswer>('GET', `/tenders/${tender.id}/register`);
    expect(register.status).toBe(200);
    const { digests, root } = register.body.data;
    expect(digests).toEqual([receipts[0]!.receipt.digest, receipts[1]!.receipt.digest]);
    expect(root).toBe(registerRoot(digests));
    expect(JSON.stringify(register.body)).not.toContain(first.email);
    for (const [index, who] of [first, second].entries()) {
      const mail = await latestMail(
        who.email,
        `Tender closed: ${tender.tender_uid}, register of sealed bids published`,
      );
      expect(mail.body.text).toContain(receipts[index]!.receipt.digest);
      expect(mail.body.text).toContain(root);
    }
    const closed = await call<ClosedTenderListAnswer>(
      'GET',
      `/tenders/closed_tenders?limit=50&tender_id=${encodeURIComponent(tender.tender_uid)}`,
    );
    expect(closed.body.data).toEqual([expect.objectContaining({ id: tender.id, bid_count: 2 })]);

    // A second run changes nothing.
    await handler();
    expect((await call<BidRegisterAnswer>('GET', `/tenders/${tender.id}/register`)).body.data.root).toBe(root);
  }, 60_000);
});

import Razorpay from 'razorpay';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundMessages } from '@tender/shared/refund-messages';
import type { MyBidsAnswer } from '@tender/shared/schemas/bid-submission';
import type { BidPaymentOrderAnswer } from '@tender/shared/schemas/bid-payments';
import type { EmdReleaseAnswer } from '@tender/shared/schemas/refunds';
import { putStartedBid, type BidRecord } from '../../functions/data/bids-repository';
import { listBidOrders } from '../../functions/data/payments-repository';
import { claimRefund, getRefund, refundsOfTender, type EmdRefundKey } from '../../functions/data/refunds-repository';
import { putTender, type TenderRecord } from '../../functions/data/tenders-repository';
import {
  expandPendingCauses,
  refundEmdOfCancelled,
  refundEmdOfLosers,
  refundEmdOfNotQualified,
} from '../../functions/domain/market/mark-refunds';
import { refundRequestOf } from '../../functions/domain/refunds/refund-request';
import { settleDueRefunds } from '../../functions/domain/refunds/send-refunds';
import { createRazorpayRefund } from '../../functions/platform/razorpay-client';
import { call, type ErrorBody } from '../support/api-call';
import { contractor, openTender, type Bidder } from '../support/bidding';
import { bidRecord, decision } from '../support/evaluation-records';
import { windowEndingIn } from './admin-tenders-support';
import { account, type Account } from './evaluation-support';
import { env, payInSandbox } from './payments-support';

// A bid's EMD goes back through Razorpay (the local sandbox) when the bid is not
// qualified for good, the tender is awarded to another, cancelled, declared unsuccessful or
// re-tendered (every bidder's, whatever its bid's state); the winner's is held until the Admin
// releases it. Triggers mark refunds due; the refund-emd job (run here by its handler)
// makes them. Every count below is Razorpay's own: the sandbox's refunds of the payment.

const FEE = 5900;
const EMD = 100000;
const EMD_PAISE = EMD * 100;

/** The real SDK against the sandbox, as Razorpay's dashboard would show a payment's refunds. */
function sandbox(): Razorpay {
  const client = new Razorpay({ key_id: env('RAZORPAY_KEY_ID'), key_secret: env('RAZORPAY_KEY_SECRET') });
  (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
    env('RAZORPAY_API_URL');
  return client;
}

const refundsAtRazorpay = async (paymentId: string) =>
  (await sandbox().payments.fetchMultipleRefund(paymentId, { count: 100 })).items;

const runJob = async () => {
  const { handler } = await import('../../functions/handlers/jobs/refund-emd');
  return handler();
};

const paidTender = () => openTender({ changes: { is_paid: true, tender_fee: FEE, emd_amount: EMD } });

type PaidBidder = Bidder & { paymentId: string };

/** A contractor that paid the fee and EMD of the tender in the sandbox's checkout, with a bid item as given (none: null). */
async function paidBidder(tender: TenderRecord, bid: Partial<BidRecord> | null = {}): Promise<PaidBidder> {
  const bidder = await contractor();
  const ordered = await call<BidPaymentOrderAnswer & ErrorBody>('POST', `/tenders/${tender.id}/bids/payment_order`, {
    token: bidder.token,
    body: { emd_exempt: false },
  });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
  const paid = await payInSandbox(ordered.body.data.original.order_id);
  expect(paid.status).toBe(200);
  const verified = await call('POST', `/tenders/${tender.id}/bids/verify_payment`, {
    token: bidder.token,
    body: paid.body,
  });
  expect(verified.status).toBe(200);
  const [order] = await listBidOrders(tender.id, bidder.id);
  if (bid === null) return { ...bidder, paymentId: order!.payment_id! };
  await putStartedBid(
    bidRecord(1, {
      tender_id: tender.id,
      contractor_id: bidder.id,
      bid_reference: `BID-${tender.id}-${bidder.id}`,
      started_at: new Date().toISOString(),
      ...bid,
    }),
  );
  return { ...bidder, paymentId: order!.payment_id! };
}

const myBid = async (bidder: Bidder, tenderId: number) => {
  const { body } = await call<MyBidsAnswer>('GET', '/my/bids', { token: bidder.token });
  return body.data.find((bid) => bid.tender_id === tenderId);
};

const cancel = (tender: TenderRecord, admin: Account) =>
  call('POST', `/admin/tenders/${tender.id}/cancel`, { token: admin.token, body: { reason: 'Scope changed' } });

const retender = (tender: TenderRecord, admin: Account) =>
  call<ErrorBody>('POST', `/admin/tenders/${tender.id}/retender`, {
    token: admin.token,
    body: { changes: windowEndingIn(3600) },
  });

/** The tender's bid submission ended a minute ago (its bidders paid while it was open). */
async function closeForBids(tender: TenderRecord): Promise<TenderRecord> {
  const ended = { ...tender, bid_submission_end_date: new Date(Date.now() - 60_000).toISOString() };
  await putTender(ended);
  return ended;
}

/** Every one of these bidders has exactly one refund of its EMD at Razorpay, after the job's runs. */
async function expectEachRefundedOnce(bidders: readonly PaidBidder[]): Promise<void> {
  await runJob();
  await runJob();
  for (const bidder of bidders) {
    const refunds = await refundsAtRazorpay(bidder.paymentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([EMD_PAISE]);
  }
}

const keyOf = (tender: TenderRecord, bidder: PaidBidder): EmdRefundKey => ({
  tender_id: tender.id,
  contractor_id: bidder.id,
  payment_id: bidder.paymentId,
});

let admin: Account;

beforeAll(async () => {
  admin = await account('Admin');
});

describe('EMD refunds', () => {
  it('refunds every bidder’s EMD (never the fee) once when the tender is cancelled, pending then processed', async () => {
    const tender = await paidTender();
    const bidders = [await paidBidder(tender), await paidBidder(tender, { state: 'withdrawn' })];
    expect((await cancel(tender, admin)).status).toBe(200);

    await runJob();
    for (const bidder of bidders) {
      const [refund, ...more] = await refundsAtRazorpay(bidder.paymentId);
      expect(more).toEqual([]);
      expect(refund).toMatchObject({ amount: EMD_PAISE, payment_id: bidder.paymentId });
      expect(refund!.notes).toMatchObject({ purpose: 'emd_refund', tender_id: String(tender.id) });
    }
    // The sandbox answered the refund pending; the next run reads it back processed.
    expect((await getRefund(keyOf(tender, bidders[0]!)))?.state).toBe('pending');
    expect((await myBid(bidders[0]!, tender.id))?.emd_refund).toMatchObject({ state: 'pending', refunded_at: null });

    await runJob();
    await runJob();
    for (const bidder of bidders) {
      expect(await refundsAtRazorpay(bidder.paymentId)).toHaveLength(1);
      const shown = (await myBid(bidder, tender.id))?.emd_refund;
      expect(shown).toEqual({
        amount_paise: EMD_PAISE,
        state: 'processed',
        refunded_at: expect.any(String),
        razorpay_refund_id: expect.stringMatching(/^rfnd_/),
      });
    }
  });

  it('refunds every bidder at an unsuccessful end, qualified, withdrawn or awaiting re-confirmation', async () => {
    const open = await paidTender();
    const bidders = [
      await paidBidder(open, { evaluation: decision(true) }),
      await paidBidder(open, { state: 'withdrawn' }),
      await paidBidder(open, { needs_reconfirmation: true, reconfirm_corrigendum: 1 }),
      await paidBidder(open, { state: 'started', submission: 0 }),
    ];
    const tender = await closeForBids(open);
    const ended = await call<ErrorBody>('POST', `/tenders/${tender.id}/unsuccessful`, {
      token: admin.token,
      body: { reason: 'Every qualified bid is far above the estimate.' },
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    await expectEachRefundedOnce(bidders);
  });

  it('refunds every bidder when a closed tender is cancelled or re-tendered', async () => {
    const [toCancel, toRetender] = [await paidTender(), await paidTender()];
    const bidders = [
      await paidBidder(toCancel, { evaluation: decision(true) }),
      await paidBidder(toRetender),
      await paidBidder(toRetender, { state: 'withdrawn' }),
    ];
    expect((await cancel(await closeForBids(toCancel), admin)).status).toBe(200);
    const again = await retender(await closeForBids(toRetender), admin);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    await expectEachRefundedOnce(bidders);
  });

  it('refunds a contractor who paid and never started a bid, at a cancel and at an award to another', async () => {
    const [cancelled, awarded] = [await paidTender(), await paidTender()];
    const payers = [await paidBidder(cancelled, null), await paidBidder(awarded, null)];
    expect((await cancel(cancelled, admin)).status).toBe(200);
    const winner = await paidBidder(awarded);
    await refundEmdOfLosers(awarded.id, winner.id);
    await expectEachRefundedOnce(payers);
    expect(await refundsAtRazorpay(winner.paymentId)).toEqual([]);
  });

  it('refunds a cancelled tender re-tendered before the refund job ran', async () => {
    const tender = await paidTender();
    const bidder = await paidBidder(tender);
    expect((await cancel(tender, admin)).status).toBe(200);
    expect((await retender(tender, admin)).status).toBe(201);
    await expectEachRefundedOnce([bidder]);
  });

  it('refunds only bids not qualified for good: window over or representation upheld', async () => {
    const tender = await paidTender();
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const overWindow = await paidBidder(tender, { evaluation: decision(false, { representation_until: past }) });
    const inWindow = await paidBidder(tender, { evaluation: decision(false, { representation_until: future }) });
    const qualified = await paidBidder(tender, { evaluation: decision(true) });
    const representation = (decisionOf: 'upheld' | 'reversed' | null) => ({
      id: 1,
      text: 'We meet clause 4.2',
      document: null,
      sent_at: past,
      answer: decisionOf ? 'Answered' : null,
      decision: decisionOf,
      answered_at: decisionOf ? past : null,
      answered_by: decisionOf ? 1 : null,
    });
    const upheld = await paidBidder(tender, {
      evaluation: decision(false, { representation_until: past }),
      representation: representation('upheld'),
    });
    const unanswered = await paidBidder(tender, {
      evaluation: decision(false, { representation_until: past }),
      representation: representation(null),
    });

    expect(await refundEmdOfNotQualified(tender.id)).toBe(2);
    expect(await refundEmdOfNotQualified(tender.id)).toBe(0);
    await runJob();
    await runJob();
    for (const bidder of [overWindow, upheld]) expect(await refundsAtRazorpay(bidder.paymentId)).toHaveLength(1);
    for (const bidder of [inWindow, qualified, unanswered]) {
      expect(await refundsAtRazorpay(bidder.paymentId)).toEqual([]);
      expect((await myBid(bidder, tender.id))?.emd_refund).toBeUndefined();
    }
    expect((await myBid(upheld, tender.id))?.emd_refund?.state).toBe('processed');
  });

  it('refunds the others at the award and holds the winner’s EMD until the Admin releases it, once', async () => {
    const tender = await paidTender();
    const winner = await paidBidder(tender, { evaluation: decision(true) });
    const other = await paidBidder(tender, { evaluation: decision(true) });
    // The award route calls this trigger; it is called here as the award would.
    await refundEmdOfLosers(tender.id, winner.id);
    await runJob();
    await runJob();
    expect(await refundsAtRazorpay(other.paymentId)).toHaveLength(1);
    expect(await refundsAtRazorpay(winner.paymentId)).toEqual([]);
    expect((await myBid(winner, tender.id))?.emd_refund).toMatchObject({ state: 'held', amount_paise: EMD_PAISE });

    const release = (token: string, contractorId: number) =>
      call<EmdReleaseAnswer & ErrorBody>('POST', `/admin/tenders/${tender.id}/emd_release`, {
        token,
        body: { contractor_id: contractorId },
      });
    expect((await release(winner.token, winner.id)).status).toBe(403);
    expect((await release(admin.token, other.id)).body.message).toBe(refundMessages.nothingHeld);
    const released = await release(admin.token, winner.id);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({
      message: refundMessages.released,
      data: { contractor_id: winner.id, emd_refund: { state: 'due', amount_paise: EMD_PAISE } },
    });
    const again = await release(admin.token, winner.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(refundMessages.nothingHeld);

    await runJob();
    await runJob();
    expect(await refundsAtRazorpay(winner.paymentId)).toHaveLength(1);
    expect((await myBid(winner, tender.id))?.emd_refund?.state).toBe('processed');
  });

  it('refunds nothing twice under five concurrent triggers and five concurrent job runs', async () => {
    const tender = await paidTender();
    const bidders = [await paidBidder(tender), await paidBidder(tender)];
    expect((await cancel(tender, admin)).status).toBe(200);
    await Promise.all([
      ...Array.from({ length: 5 }, () => refundEmdOfCancelled(tender.id)),
      ...Array.from({ length: 5 }, () => runJob()),
    ]);
    await Promise.all(Array.from({ length: 5 }, () => runJob()));
    await runJob();
    for (const bidder of bidders) {
      const refunds = await refundsAtRazorpay(bidder.paymentId);
      expect(refunds).toHaveLength(1);
      expect((await getRefund(keyOf(tender, bidder)))?.razorpay_refund_id).toBe(refunds[0]!.id);
    }
    expect(await refundsOfTender(tender.id)).toHaveLength(2);
  });

  it('finds the refund at Razorpay after a run that stopped between the call and the write', async () => {
    const tender = await paidTender();
    const bidder = await paidBidder(tender);
    expect((await cancel(tender, admin)).status).toBe(200);
    await expandPendingCauses(new Date());
    const key = keyOf(tender, bidder);
    // The run that stopped: it claimed the refund and Razorpay made it (here even under another
    // idempotency key, as if Razorpay had forgotten the first), and nothing was written back.
    const claimed = await claimRefund(key, 'stopped-run', new Date(), 60);
    expect(claimed?.state).toBe('due');
    const request = refundRequestOf(claimed!);
    const made = await createRazorpayRefund({ ...request, idempotencyKey: `${request.idempotencyKey}-lost` });

    // While its lease lasts no other run touches it; once over, the next run adopts the refund.
    expect((await settleDueRefunds(new Date())).busy).toBeGreaterThanOrEqual(1);
    await settleDueRefunds(new Date(Date.now() + 120_000));
    await runJob();
    expect(await refundsAtRazorpay(bidder.paymentId)).toHaveLength(1);
    expect(await getRefund(key)).toMatchObject({ razorpay_refund_id: made.id, state: 'processed' });
  });
});

describe('payment sandbox: refunds through the razorpay SDK', () => {
  it('refunds a captured payment idempotently, at most what is left of it', async () => {
    const tender = await paidTender();
    const { paymentId } = await paidBidder(tender);
    const request = { paymentId, amount: 10_000, receipt: 'r-1', notes: { purpose: 'test' } };
    const first = await createRazorpayRefund({ ...request, idempotencyKey: `test-${paymentId}` });
    const repeat = await createRazorpayRefund({ ...request, idempotencyKey: `test-${paymentId}` });
    expect(repeat.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'pending', amount: 10_000, payment_id: paymentId });
    await expect(
      createRazorpayRefund({ ...request, amount: 20_000, idempotencyKey: `test-${paymentId}` }),
    ).rejects.toMatchObject({ statusCode: 503 });

    const payment = await sandbox().payments.fetch(paymentId);
    expect(payment).toMatchObject({ amount_refunded: 10_000, refund_status: 'partial', status: 'captured' });
    const over = await sandbox()
      .payments.refund(paymentId, { amount: payment.amount as number })
      .catch((error: unknown) => error as { statusCode: number; error: { field?: string } });
    expect(over).toMatchObject({ statusCode: 400, error: { field: 'amount' } });

    const rest = await sandbox().payments.refund(paymentId, {});
    expect(rest.amount).toBe((payment.amount as number) - 10_000);
    expect(await sandbox().payments.fetch(paymentId)).toMatchObject({ status: 'refunded', refund_status: 'full' });
    const listed = await refundsAtRazorpay(paymentId);
    expect(listed.map((refund) => refund.id)).toEqual([rest.id, first.id]);
    expect(listed.every((refund) => refund.status === 'processed')).toBe(true);
    expect(await sandbox().refunds.fetch(first.id)).toMatchObject({ entity: 'refund', status: 'processed' });
  });
});

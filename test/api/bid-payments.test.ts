import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidMessages } from '@tender/shared/bid-messages';
import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { paymentMessages } from '@tender/shared/payment-messages';
import type { BidPaymentOrderAnswer, BidVerifyPaymentAnswer } from '@tender/shared/schemas/bid-payments';
import { formatIst } from '@tender/shared/schemas/tender-dates';
import { getOrder } from '../../functions/data/payments-repository';
import { putTender, type TenderRecord } from '../../functions/data/tenders-repository';
import { bidPaymentState } from '../../functions/domain/payments/bid-payment';
import { createAccount, loginToken } from '../support/accounts';
import { call, type ErrorBody } from '../support/api-call';
import { contractor as approvedContractor } from '../support/bidding';
import { sampleTenderRecord } from '../support/tender-records';
import { paidEvent, paidOrder, payInSandbox, postWebhook, razorpayId, sign, verify } from './payments-support';

// A bid's tender fee and EMD, paid through the registration's Razorpay integration (the
// local sandbox here) with an order bound to one tender and one contractor. Decided: once settled,
// a second POST /payment_order answers 409 'already paid' (the bid page reads that as paid), and the
// domain's bidPaymentState (what the bid submission calls) is asserted directly.

const FEE = 5900;
const EMD = 100000;
const at = (seconds: number) => formatIst(new Date(Date.now() + seconds * 1000));

/** A tender written straight to the table, open for bids from an hour ago for an hour unless told otherwise. */
async function tender(changes: Partial<TenderRecord> = {}): Promise<TenderRecord> {
  const record = sampleTenderRecord(randomInt(800_000_000, 999_999_999), {
    tender_fee: FEE,
    emd_amount: EMD,
    is_paid: true,
    emd_exemption_allowed: true,
    bid_submission_start_date: at(-3600),
    bid_submission_end_date: at(3600),
    ...changes,
  });
  await putTender(record);
  return record;
}

/** A contractor the consultancy approved, its registration fee paid: one that may bid. */
const contractorToken = async () => {
  const account = await approvedContractor();
  return { id: account.id, token: account.token };
};

function order(tenderId: number, token: string, body: unknown) {
  return call<BidPaymentOrderAnswer & ErrorBody>('POST', `/tenders/${tenderId}/bids/payment_order`, { token, body });
}

function verifyBid(tenderId: number, token: string, body: Record<string, string>) {
  return call<BidVerifyPaymentAnswer & ErrorBody>('POST', `/tenders/${tenderId}/bids/verify_payment`, { token, body });
}

async function newOrder(tenderId: number, token: string, emdExempt = false) {
  const { status, body } = await order(tenderId, token, { emd_exempt: emdExempt });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.original;
}

async function checkout(orderId: string) {
  const paid = await payInSandbox(orderId);
  expect(paid.status).toBe(200);
  return paid.body;
}

let contractor: { id: number; token: string };

beforeAll(async () => {
  contractor = await contractorToken();
});

describe('POST /tenders/{id}/bids/payment_order', () => {
  it('makes the order for the tender fee plus the EMD, in paise, from the tender, bound to tender and caller', async () => {
    const { id } = await tender();
    const created = await newOrder(id, contractor.token);
    expect(created).toMatchObject({ amount: (FEE + EMD) * 100, currency: 'INR', key: process.env.RAZORPAY_KEY_ID });
    expect(await getOrder(created.order_id)).toMatchObject({
      purpose: 'bid',
      status: 'created',
      amount: (FEE + EMD) * 100,
      tender_id: id,
      account_id: contractor.id,
      emd_exempt: false,
    });
  });

  it('leaves the EMD out for an allowed exemption claim, and charges no fee when the tender charges none', async () => {
    const { id } = await tender();
    expect((await newOrder(id, contractor.token, true)).amount).toBe(FEE * 100);
    const free = await tender({ is_paid: false });
    expect((await newOrder(free.id, contractor.token)).amount).toBe(EMD * 100);
  });

  it('refuses an exemption the tender does not allow with 400 on emd_exempt, and a body without the choice', async () => {
    const { id } = await tender({ emd_exemption_allowed: false });
    const refused = await order(id, contractor.token, { emd_exempt: true });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.emd_exempt).toEqual([bidMessages.exemptionNotAllowed]);
    const missing = await order(id, contractor.token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.emd_exempt).toEqual([bidMessages.emdExempt]);
  });

  it("answers 409 outside the bid window by the server's clock, naming the window and the server's time", async () => {
    const closed = await tender({ bid_submission_start_date: at(-7200), bid_submission_end_date: at(-60) });
    const late = await order(closed.id, contractor.token, { emd_exempt: false });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain(
      `Bids for this tender closed at ${formatIstDateTimeSeconds(closed.bid_submission_end_date)}.`,
    );
    expect(late.body.message).toContain("The server's time is now");

    const future = await tender({ bid_submission_start_date: at(3600), bid_submission_end_date: at(7200) });
    const early = await order(future.id, contractor.token, { emd_exempt: false });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain(
      `Bids for this tender open at ${formatIstDateTimeSeconds(future.bid_submission_start_date)}.`,
    );

    // Cancelled, not closed: a closed tender with a bid end ahead would be one the close job never makes.
    const notActive = await tender({ status: 'cancelled' });
    expect(await order(notActive.id, contractor.token, { emd_exempt: false })).toMatchObject({
      status: 409,
      body: { message: bidMessages.notOpen },
    });
  });

  it('answers 409 when nothing is due, 404 for an unknown tender and 403 to a caller who is not a contractor', async () => {
    const free = await tender({ is_paid: false, emd_amount: 0 });
    expect(await order(free.id, contractor.token, { emd_exempt: false })).toMatchObject({
      status: 409,
      body: { message: paymentMessages.bidNothingDue },
    });
    expect((await order(999_999_999_999, contractor.token, { emd_exempt: false })).status).toBe(404);
    const { id } = await tender();
    const organization = await loginToken(await createAccount({ role: 'Organization' }));
    expect(await order(id, organization, { emd_exempt: false })).toMatchObject({
      status: 403,
      body: { message: bidMessages.notContractor },
    });
  });
});

describe('POST /tenders/{id}/bids/verify_payment', () => {
  it('marks the order paid after the sandbox checkout: settled, and a second order answers 409 already paid', async () => {
    const record = await tender();
    const created = await newOrder(record.id, contractor.token);
    const paid = await checkout(created.order_id);
    const { status, body } = await verifyBid(record.id, contractor.token, paid);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      order_id: created.order_id,
      payment_id: paid.razorpay_payment_id,
      due_paise: (FEE + EMD) * 100,
      paid_paise: (FEE + EMD) * 100,
      settled: true,
    });
    // Verify again (the browser retried): the same answer.
    expect((await verifyBid(record.id, contractor.token, paid)).body.data.settled).toBe(true);

    expect(await bidPaymentState(record, contractor.id, false)).toEqual({
      duePaise: (FEE + EMD) * 100,
      paidPaise: (FEE + EMD) * 100,
      orderId: created.order_id,
      settled: true,
    });
    // A payment stays valid: claiming the exemption afterwards needs nothing more.
    expect((await bidPaymentState(record, contractor.id, true)).settled).toBe(true);
    expect(await order(record.id, contractor.token, { emd_exempt: false })).toMatchObject({
      status: 409,
      body: { message: paymentMessages.bidAlreadyPaid },
    });
  });

  it('offers a second window the order of the first while it is unpaid, so the dues are paid once', async () => {
    const record = await tender();
    const bidder = await contractorToken();
    // Two windows at once, then a third a moment later: one order among them.
    const [first, second] = await Promise.all([newOrder(record.id, bidder.token), newOrder(record.id, bidder.token)]);
    const third = await newOrder(record.id, bidder.token);
    expect(new Set([first.order_id, second.order_id, third.order_id]).size).toBe(1);
    const paid = await checkout(first.order_id);
    expect((await verifyBid(record.id, bidder.token, paid)).status).toBe(200);
    // The other window's checkout of the same order is refused by Razorpay: it is paid.
    expect((await payInSandbox(second.order_id)).status).toBe(400);
    expect((await bidPaymentState(record, bidder.id, false)).paidPaise).toBe((FEE + EMD) * 100);
    // Other dues (the exemption claimed) are another order.
    const other = await tender();
    const full = await newOrder(other.id, bidder.token);
    expect((await newOrder(other.id, bidder.token, true)).order_id).not.toBe(full.order_id);
  });

  it('after the fee alone was paid under an exemption claim, dropping the claim asks for the EMD alone', async () => {
    const record = await tender();
    const feeOnly = await newOrder(record.id, contractor.token, true);
    const paid = await checkout(feeOnly.order_id);
    expect((await verifyBid(record.id, contractor.token, paid)).body.data).toMatchObject({
      due_paise: FEE * 100,
      settled: true,
    });
    expect(await bidPaymentState(record, contractor.id, false)).toMatchObject({
      duePaise: (FEE + EMD) * 100,
      paidPaise: FEE * 100,
      settled: false,
    });
    expect((await newOrder(record.id, contractor.token, false)).amount).toBe(EMD * 100);
  });

  it("refuses another contractor's order with 403, another tender's with 400, and a forged signature with 400", async () => {
    const record = await tender();
    const created = await newOrder(record.id, contractor.token);
    const paid = await checkout(created.order_id);

    const other = await contractorToken();
    expect(await verifyBid(record.id, other.token, paid)).toMatchObject({
      status: 403,
      body: { message: paymentMessages.bidOrderOtherContractor },
    });
    expect((await bidPaymentState(record, other.id, false)).settled).toBe(false);

    const elsewhere = await tender();
    const wrongTender = await verifyBid(elsewhere.id, contractor.token, paid);
    expect(wrongTender.status).toBe(400);
    expect(wrongTender.body.errors?.razorpay_order_id).toEqual([paymentMessages.bidOrderOtherTender]);

    const forged = await verifyBid(record.id, contractor.token, { ...paid, razorpay_signature: 'a'.repeat(64) });
    expect(forged.status).toBe(400);
    expect(forged.body.errors?.razorpay_signature).toEqual([paymentMessages.signatureInvalid]);

    // The registration's verify route does not take a bid's order; its own contractor's call does.
    const viaRegistration = await verify({ ...paid });
    expect(viaRegistration.status).toBe(400);
    expect(viaRegistration.body.errors?.razorpay_order_id).toEqual([paymentMessages.orderUnknown]);
    expect((await verifyBid(record.id, contractor.token, paid)).body.data.settled).toBe(true);
  });

  it("refuses a registration fee's order with 400", async () => {
    const record = await tender();
    const registration = await call<{ data: { original: { order_id: string } } }>(
      'POST',
      '/payments/generate_order_id',
      { body: {} },
    );
    const paid = await checkout(registration.body.data.original.order_id);
    const refused = await verifyBid(record.id, contractor.token, paid);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.razorpay_order_id).toEqual([paymentMessages.orderUnknown]);
  });
});

describe('the webhook marks a bid order paid', () => {
  it("from the sandbox's own webhook when the browser never called verify", async () => {
    const record = await tender();
    const created = await newOrder(record.id, contractor.token);
    await checkout(created.order_id);
    expect(await paidOrder(created.order_id)).toMatchObject({ status: 'paid', paid_via: 'webhook' });
    expect((await bidPaymentState(record, contractor.id, false)).settled).toBe(true);
  });

  it('from a signed payment.captured event', async () => {
    const record = await tender();
    const created = await newOrder(record.id, contractor.token, true);
    const paymentId = razorpayId('pay');
    const rawBody = paidEvent('payment.captured', created.order_id, paymentId, created.amount);
    const answer = await postWebhook(rawBody, {
      'x-razorpay-signature': sign(rawBody),
      'x-razorpay-event-id': razorpayId('evt'),
    });
    expect(answer).toEqual({ status: 200, body: { data: { status: 'processed' } } });
    expect(await bidPaymentState(record, contractor.id, true)).toEqual({
      duePaise: FEE * 100,
      paidPaise: FEE * 100,
      orderId: created.order_id,
      settled: true,
    });
  });
});

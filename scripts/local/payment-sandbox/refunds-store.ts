import { randomInt } from 'node:crypto';
import { badRequest } from './errors';
import { razorpayId } from './ids';
import type { RazorpayNotes, RazorpayPayment } from './store';

/** Razorpay's refund entity (https://razorpay.com/docs/api/refunds/entity). */
export type RazorpayRefund = {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: RazorpayNotes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal';
  speed_requested: 'normal' | 'optimum';
};

/** A refund request, validated; `amount` absent means the whole amount not yet refunded. */
export type NewRefund = {
  amount: number | undefined;
  speed: RazorpayRefund['speed_requested'];
  notes: RazorpayNotes;
  receipt: string | null;
};

const MIN_REFUND_PAISE = 100;

/** What makes two requests under one idempotency key "the same request" (Razorpay compares the body). */
const requestIdentity = (paymentId: string, input: NewRefund) =>
  JSON.stringify([paymentId, input.amount ?? null, input.speed, input.notes, input.receipt]);

/**
 * The refunds of the sandbox's payments. A normal refund is `pending` when made and `processed`
 * from the next time anyone reads it (a fetch or a list): deterministic, and it still makes a
 * client go through both states, as Razorpay's normal refunds do over days. Refunds never fail here.
 */
export class RefundLedger {
  private readonly refunds = new Map<string, RazorpayRefund>();
  private readonly idsByPayment = new Map<string, string[]>();
  /** X-Refund-Idempotency key -> the refund it made and the request it was made by. */
  private readonly byIdempotencyKey = new Map<string, { refundId: string; request: string; paymentId: string }>();

  /**
   * Refunds part or all of a captured payment, at most what is left of it. Under an idempotency
   * key seen before, the same request answers the refund it made (no second refund) and another
   * request is refused, as Razorpay does.
   */
  create(payment: RazorpayPayment, input: NewRefund, idempotencyKey?: string): RazorpayRefund {
    const request = requestIdentity(payment.id, input);
    if (idempotencyKey !== undefined) {
      const seen = this.byIdempotencyKey.get(idempotencyKey);
      if (seen && seen.request !== request) throw sameKeyOtherRequest();
      const earlier = seen && this.refunds.get(seen.refundId);
      if (earlier) return { ...earlier };
    }
    const left = payment.amount - payment.amount_refunded;
    if (payment.status === 'failed') throw badRequest('Only captured payments can be refunded', 'payment_id');
    if (left <= 0) throw badRequest('The payment has been fully refunded already', 'payment_id');
    const amount = input.amount ?? left;
    if (amount < MIN_REFUND_PAISE) throw badRequest('The amount must be at least INR 1.00', 'amount');
    if (amount > left) throw badRequest('The refund amount provided is greater than amount captured', 'amount');

    const refund: RazorpayRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: input.notes,
      receipt: input.receipt,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: input.speed,
    };
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    this.refunds.set(refund.id, refund);
    this.idsByPayment.set(payment.id, [...(this.idsByPayment.get(payment.id) ?? []), refund.id]);
    if (idempotencyKey !== undefined) {
      this.byIdempotencyKey.set(idempotencyKey, { refundId: refund.id, request, paymentId: payment.id });
    }
    return { ...refund };
  }

  /** One refund as read now (a pending one is processed by this read). */
  refund(id: string): RazorpayRefund | undefined {
    const refund = this.refunds.get(id);
    return refund ? { ...settle(refund) } : undefined;
  }

  /** A payment's refunds, newest first, as read now. */
  refundsOf(paymentId: string): RazorpayRefund[] {
    return (this.idsByPayment.get(paymentId) ?? []).flatMap((id) => this.refund(id) ?? []).reverse();
  }

  /** Drops a forgotten payment's refunds with it (the store's bounded memory). */
  forgetPayment(paymentId: string): void {
    for (const id of this.idsByPayment.get(paymentId) ?? []) this.refunds.delete(id);
    this.idsByPayment.delete(paymentId);
    for (const [key, seen] of this.byIdempotencyKey) {
      if (seen.paymentId === paymentId) this.byIdempotencyKey.delete(key);
    }
  }
}

function settle(refund: RazorpayRefund): RazorpayRefund {
  if (refund.status === 'pending') {
    refund.status = 'processed';
    refund.acquirer_data = { arn: String(randomInt(10 ** 13, 10 ** 14 - 1)) };
  }
  return refund;
}

/** Razorpay's words for a second, different request under a key it has seen (docs: idempotent refunds). */
function sameKeyOtherRequest() {
  const error = badRequest('Different request with the same idempotency key has already been processed.');
  Object.assign(error.body.error, { source: 'NA', step: 'NA', reason: 'NA' });
  return error;
}

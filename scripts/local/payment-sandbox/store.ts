import { randomBytes, randomInt } from 'node:crypto';
import { razorpayId } from './ids';
import { RefundLedger } from './refunds-store';

/** Razorpay answers `notes: []` (an empty PHP array) when an entity has no notes; kept for fidelity. */
export type RazorpayNotes = Record<string, string | number | boolean> | [];

export type RazorpayOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: RazorpayNotes;
  created_at: number;
};

export type RazorpayPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  /** 'refunded' once refunds add up to the whole amount (a partial refund leaves it captured). */
  status: 'captured' | 'failed' | 'refunded';
  order_id: string;
  invoice_id: null;
  international: false;
  method: 'card';
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  card_id: null;
  bank: null;
  wallet: null;
  vpa: null;
  email: string | null;
  contact: string | null;
  notes: RazorpayNotes;
  fee: number | null;
  tax: number | null;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  acquirer_data: Record<string, string>;
  created_at: number;
};

export type NewOrder = Pick<RazorpayOrder, 'amount' | 'currency' | 'receipt' | 'notes'>;
export type PaymentAttempt = { outcome: 'captured' | 'failed'; description?: string; email?: string; contact?: string };

const unixSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Orders and payments of this process only: the sandbox forgets everything on restart, as a
 * throwaway test account would. Maps keep insertion order, so the first entry is the oldest.
 */
export class PaymentSandboxStore {
  private readonly orders = new Map<string, RazorpayOrder>();
  private readonly payments = new Map<string, RazorpayPayment>();
  private readonly paymentIdsByOrder = new Map<string, string[]>();
  /** The nonce /checkout/preferences hands the dialog; /checkout/pay and /fail must present it. */
  private readonly checkoutTokens = new Map<string, string>();
  /** The payments' refunds (POST /v1/payments/{id}/refund). */
  readonly refunds = new RefundLedger();

  constructor(
    private readonly limits: { maxOrders: number; maxPayments: number } = { maxOrders: 5000, maxPayments: 20_000 },
  ) {}

  createOrder(input: NewOrder): RazorpayOrder {
    const order: RazorpayOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount: input.amount,
      amount_paid: 0,
      amount_due: input.amount,
      currency: input.currency,
      receipt: input.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: input.notes,
      created_at: unixSeconds(),
    };
    this.orders.set(order.id, order);
    this.paymentIdsByOrder.set(order.id, []);
    this.dropOldest();
    return order;
  }

  order(id: string): RazorpayOrder | undefined {
    return this.orders.get(id);
  }

  payment(id: string): RazorpayPayment | undefined {
    return this.payments.get(id);
  }

  /** The order's checkout token, made on first ask: only a page that could read preferences has it. */
  checkoutToken(orderId: string): string {
    let token = this.checkoutTokens.get(orderId);
    if (!token) {
      token = randomBytes(24).toString('base64url');
      this.checkoutTokens.set(orderId, token);
    }
    return token;
  }

  /** The token handed out for this order, if any was. */
  issuedCheckoutToken(orderId: string): string | undefined {
    return this.checkoutTokens.get(orderId);
  }

  paymentsOf(orderId: string): RazorpayPayment[] {
    return (this.paymentIdsByOrder.get(orderId) ?? []).flatMap((id) => this.payments.get(id) ?? []);
  }

  /** One checkout attempt: every attempt counts and leaves a payment entity, failed or captured. */
  recordAttempt(order: RazorpayOrder, attempt: PaymentAttempt): RazorpayPayment {
    const failed = attempt.outcome === 'failed';
    const payment: RazorpayPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount_due,
      currency: order.currency,
      status: attempt.outcome,
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description: attempt.description ?? null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: attempt.email ?? null,
      contact: attempt.contact ?? null,
      notes: [],
      // No money moves, so no fee is charged.
      fee: failed ? null : 0,
      tax: failed ? null : 0,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? 'Payment failed' : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authorization' : null,
      error_reason: failed ? 'payment_failed' : null,
      acquirer_data: failed ? {} : { auth_code: String(randomInt(100000, 1000000)) },
      created_at: unixSeconds(),
    };
    order.attempts += 1;
    if (failed) {
      if (order.status === 'created') order.status = 'attempted';
    } else {
      order.amount_paid = order.amount;
      order.amount_due = 0;
      order.status = 'paid';
    }
    this.payments.set(payment.id, payment);
    this.paymentIdsByOrder.get(order.id)?.push(payment.id);
    this.dropOldest();
    return payment;
  }

  /** Bounded memory: a long-running `npm start` or a load test cannot grow the sandbox without limit. */
  private dropOldest(): void {
    while (this.orders.size > this.limits.maxOrders || this.payments.size > this.limits.maxPayments) {
      const oldest = this.orders.keys().next();
      if (oldest.done) return;
      for (const paymentId of this.paymentIdsByOrder.get(oldest.value) ?? []) {
        this.payments.delete(paymentId);
        this.refunds.forgetPayment(paymentId);
      }
      this.paymentIdsByOrder.delete(oldest.value);
      this.checkoutTokens.delete(oldest.value);
      this.orders.delete(oldest.value);
    }
  }
}

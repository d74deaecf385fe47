import { createHmac } from 'node:crypto';
import { razorpayId } from './ids';
import type { RazorpayOrder, RazorpayPayment } from './store';

/** Where and how the sandbox delivers webhooks, as a Razorpay dashboard webhook is set up. */
export type WebhookTarget = {
  /** e.g. http://localhost:3000/api/v1/payments/webhook */
  url: string;
  /** The webhook secret: X-Razorpay-Signature is the hex HMAC-SHA256 of the exact body with it. */
  secret: string;
};

/** Razorpay's event envelope. */
export type RazorpayWebhookEvent = {
  entity: 'event';
  account_id: string;
  event: 'payment.captured' | 'payment.failed' | 'order.paid';
  contains: ('payment' | 'order')[];
  payload: { payment: { entity: RazorpayPayment }; order?: { entity: RazorpayOrder } };
  created_at: number;
};

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function webhookSignature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** One merchant account for the life of the sandbox, as every event of a Razorpay account names it. */
const ACCOUNT_ID = razorpayId('acc');

export function paymentEvent(
  event: RazorpayWebhookEvent['event'],
  payment: RazorpayPayment,
  order?: RazorpayOrder,
): RazorpayWebhookEvent {
  return {
    entity: 'event',
    account_id: ACCOUNT_ID,
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: { payment: { entity: { ...payment } }, ...(order ? { order: { entity: { ...order } } } : {}) },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** Razorpay waits 5 s for an answer, and retries a delivery that gets none or a non-2xx. */
const ANSWER_TIMEOUT_MS = 5000;
/** Waits before each retry (Razorpay backs off over hours; a local run cannot wait that long). */
const RETRY_DELAYS_MS = [250, 1000, 3000];

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    // A stack that stops meanwhile is not kept alive by a pending retry.
    setTimeout(resolve, ms).unref();
  });

export type Delivery = { eventId: string; event: string; status: number | 'no answer'; attempts: number };

/**
 * Posts one event with Razorpay's headers (X-Razorpay-Signature, x-razorpay-event-id), retrying a
 * few times while the answer is not 2xx. The event id stays the same across retries, as Razorpay's
 * does, so the receiver can tell a retry from a new event.
 */
export async function deliverEvent(target: WebhookTarget, event: RazorpayWebhookEvent): Promise<Delivery> {
  const body = JSON.stringify(event);
  const eventId = razorpayId('evt');
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Razorpay-Webhook/v1 (local payment sandbox)',
    'x-razorpay-signature': webhookSignature(body, target.secret),
    'x-razorpay-event-id': eventId,
  };
  let status: Delivery['status'] = 'no answer';
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await pause(RETRY_DELAYS_MS[attempt - 1]!);
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      status = response.status;
      if (response.ok) return { eventId, event: event.event, status, attempts: attempt + 1 };
    } catch {
      status = 'no answer';
    }
  }
  console.warn(`payment sandbox: webhook ${event.event} (${eventId}) not delivered to ${target.url}: ${status}`);
  return { eventId, event: event.event, status, attempts: RETRY_DELAYS_MS.length + 1 };
}

/**
 * A captured payment's events, in Razorpay's order: payment.captured, then order.paid. Runs after
 * the dialog has its answer; resolves once both are delivered (or given up on).
 */
export async function deliverPaid(
  target: WebhookTarget,
  payment: RazorpayPayment,
  order: RazorpayOrder,
): Promise<Delivery[]> {
  const captured = await deliverEvent(target, paymentEvent('payment.captured', payment));
  const paid = await deliverEvent(target, paymentEvent('order.paid', payment, order));
  return [captured, paid];
}

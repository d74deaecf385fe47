import { createHash } from 'node:crypto';
import { paymentMessages as m } from '@tender/shared/payment-messages';
import {
  RAZORPAY_ORDER_ID_PATTERN,
  RAZORPAY_PAYMENT_ID_PATTERN,
  type WebhookAnswer,
} from '@tender/shared/schemas/payments';
import * as z from '@tender/shared/schemas/mini';
import { claimWebhookEvent, getOrder, markOrderPaid, releaseWebhookEvent } from '../../data/payments-repository';
import { ConflictError, ValidationError } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { getSecret } from '../../platform/secrets';
import { webhookSignatureValid } from './signatures';

/** The events that say an order was paid; every other event is answered 200 and ignored. */
const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

/** Razorpay's event ids are short alphanumerics; anything else is not from Razorpay. */
const EVENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** The part of a payment.captured / order.paid event this handler reads. */
const PaidEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().check(z.regex(RAZORPAY_PAYMENT_ID_PATTERN)),
        order_id: z.string().check(z.regex(RAZORPAY_ORDER_ID_PATTERN)),
        amount: z.number(),
        currency: z.string(),
        status: z.optional(z.string()),
      }),
    }),
  }),
});

const answer = (status: WebhookAnswer['data']['status']): WebhookAnswer => ({ data: { status } });

function parseJson(rawBody: Buffer | string): unknown {
  try {
    return JSON.parse(typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A Razorpay webhook delivery. The signature is checked over the RAW body (as sent, before any
 * parsing) with the webhook secret; a bad one is a 400 and nothing is stored. `payment.captured`
 * and `order.paid` for one of our orders mark it paid via 'webhook' (so a customer who closed the
 * tab after paying is still paid). Each event id is handled once: a replay answers 200 and changes
 * nothing. Events for orders we did not make, and other events, answer 200 and are ignored.
 */
export async function handleWebhook(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  eventId: string | undefined,
  now: Date = new Date(),
): Promise<WebhookAnswer> {
  const { razorpayWebhookSecret } = await getSecret('razorpayWebhook');
  if (!signatureHeader || !webhookSignatureValid(rawBody, signatureHeader, razorpayWebhookSecret)) {
    throw new ValidationError({ 'x-razorpay-signature': [m.webhookSignatureInvalid] }, m.webhookSignatureInvalid);
  }
  if (eventId !== undefined && !EVENT_ID_PATTERN.test(eventId)) {
    throw new ValidationError({ 'x-razorpay-event-id': [m.webhookEventIdInvalid] }, m.webhookEventIdInvalid);
  }
  const body = parseJson(rawBody) as { event?: unknown } | undefined;
  if (typeof body?.event !== 'string' || !PAID_EVENTS.has(body.event)) return answer('ignored');
  const parsed = PaidEvent.safeParse(body);
  if (!parsed.success) {
    logger.warn('webhook: a paid event without a usable payment entity', { event: body.event, eventId });
    return answer('ignored');
  }
  const { event } = parsed.data;
  const payment = parsed.data.payload.payment.entity;
  const order = await getOrder(payment.order_id);
  // An order of another purpose on the same Razorpay account, or one made elsewhere.
  if (!order) return answer('ignored');
  if (payment.amount !== order.amount || payment.currency !== order.currency) {
    logger.warn('webhook: payment amount differs from the order', { eventId, orderId: order.order_id });
    return answer('ignored');
  }

  // Without Razorpay's event id, the body itself names the delivery (a replay is the same body).
  const id = eventId ?? `sha256-${createHash('sha256').update(rawBody).digest('hex')}`;
  if (!(await claimWebhookEvent(id, { event, order_id: order.order_id }, now))) return answer('duplicate');
  try {
    await markOrderPaid(order.order_id, payment.id, 'webhook', now);
    return answer('processed');
  } catch (error) {
    if (error instanceof ConflictError) {
      // Paid by another payment already: nothing a retry could change.
      logger.warn('webhook: order already paid by another payment', { eventId: id, orderId: order.order_id });
      return answer('ignored');
    }
    // Not handled after all: let Razorpay's next delivery of this event try again.
    await releaseWebhookEvent(id).catch(() => undefined);
    throw error;
  }
}

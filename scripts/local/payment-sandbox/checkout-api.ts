import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticationFailed, badRequest, urlNotFound } from './errors';
import { isPlainObject, readJsonBody, sendJson } from './http';
import type { SandboxKeys } from './orders-api';
import type { PaymentAttempt, PaymentSandboxStore, RazorpayOrder } from './store';

/** What Razorpay's checkout hands to `options.handler`, and what the payment handler must verify. */
export type CheckoutSuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

/** Razorpay's signature for Standard Checkout: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= 256 ? value : undefined;
}

/**
 * The browser side holds only the key id (public), as with Razorpay; the order must exist under
 * that key and still be payable.
 */
function payableOrder(store: PaymentSandboxStore, keys: SandboxKeys, key: unknown, orderId: unknown): RazorpayOrder {
  if (key !== keys.keyId) throw authenticationFailed();
  const order = typeof orderId === 'string' ? store.order(orderId) : undefined;
  if (!order) throw badRequest('The id provided does not exist', 'order_id');
  if (order.status === 'paid') throw badRequest('Order already paid', 'order_id');
  return order;
}

/**
 * The endpoints behind the sandbox checkout dialog (Razorpay's own checkout talks to private
 * endpoints too; these are ours). The signature is made here, so the key secret never reaches
 * the browser.
 */
export async function handleCheckoutApi(
  store: PaymentSandboxStore,
  keys: SandboxKeys,
  request: IncomingMessage,
  response: ServerResponse,
  route: string,
  url: URL,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method === 'GET' && route === '/checkout/preferences') {
    // Lets the dialog show the order's own amount, as Razorpay's checkout does, whatever options.amount says.
    const order = store.order(url.searchParams.get('order_id') ?? '');
    if (url.searchParams.get('key_id') !== keys.keyId) throw authenticationFailed();
    if (!order) throw badRequest('The id provided does not exist', 'order_id');
    const { id, amount, amount_due, currency, status } = order;
    sendJson(response, 200, { order: { id, amount, amount_due, currency, status } });
    return;
  }
  if (method !== 'POST' || (route !== '/checkout/pay' && route !== '/checkout/fail')) throw urlNotFound();

  const body = await readJsonBody(request);
  if (!isPlainObject(body)) throw badRequest('The request body must be an object.');
  const order = payableOrder(store, keys, body.key, body.order_id);
  const attempt: Omit<PaymentAttempt, 'outcome'> = {
    email: optionalText(body.email),
    contact: optionalText(body.contact),
    description: optionalText(body.description),
  };

  if (route === '/checkout/pay') {
    const payment = store.recordAttempt(order, { outcome: 'captured', ...attempt });
    const success: CheckoutSuccess = {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(order.id, payment.id, keys.keySecret),
    };
    sendJson(response, 200, success);
    return;
  }
  // A simulated decline is a successful request: 200 with the body Razorpay gives 'payment.failed'.
  const payment = store.recordAttempt(order, { outcome: 'failed', ...attempt });
  sendJson(response, 200, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
      source: 'customer',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: order.id, payment_id: payment.id },
    },
  });
}

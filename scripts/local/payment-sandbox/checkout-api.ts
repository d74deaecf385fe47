import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticationFailed, badRequest, notFromCheckout, urlNotFound } from './errors';
import { isPlainObject, readJsonBody, sameSecret, sendJson } from './http';
import type { SandboxKeys } from './orders-api';
import type { PaymentAttempt, PaymentSandboxStore, RazorpayOrder } from './store';
import { deliverEvent, deliverPaid, paymentEvent, type WebhookTarget } from './webhooks';

/** Who may use the checkout endpoints, and where paid orders are announced. */
export type CheckoutOptions = {
  /** The site's origins (scheme, host, port): the dialog runs on one of these. */
  siteOrigins: readonly string[];
  /** Webhook delivery; without it no webhook is sent. */
  webhook?: WebhookTarget;
};

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
 * A browser sends Sec-Fetch-Site with every request; anything but same-origin is another site's
 * page. Clients that are not browsers send none, and are judged by Origin and the token alone.
 */
function crossSite(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin';
}

/**
 * Only the dialog may pay: a POST from a page on the site's own origin (browsers always send
 * Origin with a POST, and no page can forge it), so another web page cannot pay or fail an order
 * behind a visitor's back.
 */
function assertFromDialog(request: IncomingMessage, options: CheckoutOptions): void {
  const origin = request.headers.origin;
  if (!origin || !options.siteOrigins.includes(origin) || crossSite(request))
    throw notFromCheckout('Only the checkout dialog on this site can pay an order.');
}

/**
 * The browser side holds only the key id (public), as with Razorpay; the order must exist under
 * that key, the request must carry the token the dialog got with the order's preferences, and the
 * order must still be payable.
 */
function payableOrder(store: PaymentSandboxStore, keys: SandboxKeys, body: Record<string, unknown>): RazorpayOrder {
  if (body.key !== keys.keyId) throw authenticationFailed();
  const order = typeof body.order_id === 'string' ? store.order(body.order_id) : undefined;
  if (!order) throw badRequest('The id provided does not exist', 'order_id');
  const issued = store.issuedCheckoutToken(order.id);
  const given = body.checkout_token;
  if (!issued || typeof given !== 'string' || !sameSecret(given, issued))
    throw notFromCheckout("The checkout token is missing or not this order's: open the checkout dialog again.");
  if (order.status === 'paid') throw badRequest('Order already paid', 'order_id');
  return order;
}

/** Sends a webhook after the dialog has its answer; delivery failures are logged, never thrown. */
function announce(delivery: () => Promise<unknown>): void {
  setImmediate(() => {
    delivery().catch((error: unknown) => console.error('payment sandbox: webhook delivery failed:', error));
  });
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
  options: CheckoutOptions,
): Promise<void> {
  const method = request.method ?? 'GET';
  if (method === 'GET' && route === '/checkout/preferences') {
    // A cross-site page could not read the answer anyway (no CORS); it is refused outright.
    if (crossSite(request)) throw notFromCheckout('Only the checkout dialog on this site can load an order.');
    // Lets the dialog show the order's own amount, as Razorpay's checkout does, whatever options.amount says.
    const order = store.order(url.searchParams.get('order_id') ?? '');
    if (url.searchParams.get('key_id') !== keys.keyId) throw authenticationFailed();
    if (!order) throw badRequest('The id provided does not exist', 'order_id');
    const { id, amount, amount_due, currency, status } = order;
    sendJson(response, 200, {
      order: { id, amount, amount_due, currency, status },
      checkout_token: store.checkoutToken(id),
    });
    return;
  }
  if (method !== 'POST' || (route !== '/checkout/pay' && route !== '/checkout/fail')) throw urlNotFound();

  assertFromDialog(request, options);
  const body = await readJsonBody(request);
  if (!isPlainObject(body)) throw badRequest('The request body must be an object.');
  const order = payableOrder(store, keys, body);
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
    const { webhook } = options;
    if (webhook) announce(() => deliverPaid(webhook, payment, { ...order }));
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
  const { webhook } = options;
  if (webhook) announce(() => deliverEvent(webhook, paymentEvent('payment.failed', payment)));
}

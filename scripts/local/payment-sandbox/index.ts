import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { handleCheckoutApi, type CheckoutOptions } from './checkout-api';
import { RazorpayApiError, serverError } from './errors';
import { sendError } from './http';
import { handleOrdersApi, type SandboxKeys } from './orders-api';
import { handleRefundsApi, isRefundRoute } from './refunds-api';
import { PaymentSandboxStore } from './store';

export { checkoutSignature, type CheckoutSuccess } from './checkout-api';
export type { RazorpayRefund } from './refunds-store';
export type { RazorpayOrder, RazorpayPayment } from './store';
export { webhookSignature, type RazorpayWebhookEvent } from './webhooks';

/** Where the local stack serves the sandbox; RAZORPAY_API_URL points here. */
export const PAYMENT_SANDBOX_PATH = '/sandbox/razorpay';

export type PaymentSandboxOptions = SandboxKeys & {
  /** Path prefix on the site origin (default /sandbox/razorpay). */
  prefix?: string;
  /** Oldest orders (and their payments) are forgotten beyond this many (default 5000). */
  maxOrders?: number;
  /** The site's origins: /checkout/pay and /checkout/fail answer only requests with one of these as Origin. */
  siteOrigins: readonly string[];
  /** Where payment.captured, order.paid and payment.failed are posted, and the secret they are signed with. */
  webhookUrl?: string;
  webhookSecret?: string;
};

/** Mounted by the local gateway: it answers every request whose path starts with `prefix`. */
export type PaymentSandbox = {
  prefix: string;
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void>;
};

// A plain browser script, served as written: no build step, nothing to keep in sync.
const checkoutScript = readFileSync(path.join(import.meta.dirname, 'checkout.js'));

function serveCheckoutScript(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, {
    'content-type': 'text/javascript; charset=utf-8',
    'content-length': checkoutScript.length,
    // Always the current file: it changes while developing and is tiny.
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : checkoutScript);
}

/**
 * A Razorpay-compatible stand-in: the orders and refunds API the razorpay SDK calls, and a checkout script
 * whose dialog signs payments exactly as Razorpay does. State lives in this process only.
 */
export function createPaymentSandbox(options: PaymentSandboxOptions): PaymentSandbox {
  const prefix = (options.prefix ?? PAYMENT_SANDBOX_PATH).replace(/\/+$/, '');
  const maxOrders = options.maxOrders ?? 5000;
  const store = new PaymentSandboxStore({ maxOrders, maxPayments: maxOrders * 4 });
  const keys: SandboxKeys = { keyId: options.keyId, keySecret: options.keySecret };
  const { webhookUrl, webhookSecret } = options;
  const checkout: CheckoutOptions = {
    siteOrigins: options.siteOrigins.map((origin) => new URL(origin).origin),
    webhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
  };
  return {
    prefix,
    async handle(request, response, url) {
      const route = url.pathname.slice(prefix.length) || '/';
      try {
        if (route === '/checkout.js' && (request.method === 'GET' || request.method === 'HEAD')) {
          serveCheckoutScript(request, response);
        } else if (route.startsWith('/checkout/')) {
          await handleCheckoutApi(store, keys, request, response, route, url, checkout);
        } else if (isRefundRoute(route)) {
          await handleRefundsApi(store, keys, request, response, route, url);
        } else {
          await handleOrdersApi(store, keys, request, response, route);
        }
      } catch (error) {
        if (response.headersSent) throw error;
        if (!(error instanceof RazorpayApiError)) console.error('payment sandbox:', error);
        sendError(response, error instanceof RazorpayApiError ? error : serverError());
      }
    },
  };
}

/**
 * The sandbox for the local stack's environment: the same key pair the handlers use, mounted at
 * the path of RAZORPAY_API_URL so the two cannot drift apart. The site's origins default to
 * SITE_URL's; webhooks are delivered when a URL and the handlers' webhook secret are given.
 */
export function paymentSandboxFromEnv(
  env: Record<string, string | undefined>,
  extra: Partial<Pick<PaymentSandboxOptions, 'siteOrigins' | 'webhookUrl' | 'webhookSecret'>> = {},
): PaymentSandbox {
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_API_URL: apiUrl, SITE_URL: site } = env;
  if (!keyId || !keySecret || !apiUrl)
    throw new Error('The payment sandbox needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_API_URL.');
  const siteOrigins = extra.siteOrigins ?? (site ? [new URL(site).origin] : []);
  if (siteOrigins.length === 0) throw new Error('The payment sandbox needs SITE_URL or siteOrigins.');
  return createPaymentSandbox({ ...extra, keyId, keySecret, siteOrigins, prefix: new URL(apiUrl).pathname });
}

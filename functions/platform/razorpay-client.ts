import Razorpay from 'razorpay';
import { PAYMENT_CURRENCY } from '@tender/shared/constants';
import { config } from './config';
import { ServiceUnavailableError } from './errors';
import { getSecret } from './secrets';

// The razorpay SDK (about 333 KB minified) is imported here alone, so only the functions that
// create orders or refunds carry it; signatures are checked with node:crypto (domain/payments/signatures.ts).

/** How long one call to Razorpay may take before it counts as down (the pipeline answers 503). */
const RAZORPAY_TIMEOUT_MS = 5000;

type AxiosDefaults = { baseURL?: string; timeout?: number; headers: Record<string, unknown> };

type RazorpayKeys = Awaited<ReturnType<typeof getSecret<'razorpay'>>>;

/** The SDK built with the keys read last (getSecret reads them again every few minutes: a new read builds a new one). */
let client: { keys: RazorpayKeys; rzp: Razorpay } | undefined;

/** The SDK with the keys from the 'razorpay' secret, pointed where config says, with `headers` on every call. */
async function newClient(headers: Record<string, string> = {}, keys?: RazorpayKeys): Promise<Razorpay> {
  const { razorpayKeyId, razorpayKeySecret } = keys ?? (await getSecret('razorpay'));
  const rzp = new Razorpay({ key_id: razorpayKeyId, key_secret: razorpayKeySecret });
  // The axios instance's defaults are not in the SDK's types; the SDK's own `headers` option
  // drops every header but two, so a per-call header (X-Refund-Idempotency) is set here.
  const defaults = (rzp.api as unknown as { rq: { defaults: AxiosDefaults } }).rq.defaults;
  if (config.RAZORPAY_API_URL) defaults.baseURL = config.RAZORPAY_API_URL;
  defaults.timeout = RAZORPAY_TIMEOUT_MS;
  Object.assign(defaults.headers, headers);
  return rzp;
}

/**
 * The SDK with the keys from the 'razorpay' secret. With RAZORPAY_API_URL set (the local payment
 * sandbox) its requests go there; otherwise to api.razorpay.com. The SDK adds `/v1/...` itself.
 */
export async function razorpayClient(): Promise<Razorpay> {
  const keys = await getSecret('razorpay');
  // Replaced keys (a new read of the secret) take effect at once: the SDK keeps the ones it was built with.
  if (client?.keys !== keys) client = { keys, rzp: await newClient({}, keys) };
  return client.rzp;
}

/** Says what went wrong with a Razorpay call without quoting the request (it carries the key). */
class RazorpayCallError extends Error {
  override name = 'RazorpayCallError';
}

/**
 * The SDK rejects a 4xx/5xx with a plain object `{ statusCode, error: { code, description } }` and
 * a network failure with a TypeError (it reads `err.response.status` of an answer that never
 * came). Either way the call cannot be made now: a 503 with the cause logged.
 */
function unavailable(error: unknown): ServiceUnavailableError {
  const { statusCode, error: body } = (error ?? {}) as { statusCode?: number; error?: { description?: string } };
  const detail =
    statusCode !== undefined
      ? `Razorpay answered ${statusCode}: ${body?.description ?? 'no description'}`
      : `Razorpay could not be reached (${error instanceof Error ? error.message : String(error)})`;
  return new ServiceUnavailableError({ cause: new RazorpayCallError(detail) });
}

export type RazorpayOrderRequest = { amount: number; receipt: string; notes: Record<string, string> };
export type CreatedRazorpayOrder = { id: string; amount: number; currency: string };

/** Creates an order at Razorpay (INR, amount in paise). */
export async function createRazorpayOrder(request: RazorpayOrderRequest): Promise<CreatedRazorpayOrder> {
  const rzp = await razorpayClient();
  try {
    const order = await rzp.orders.create({ ...request, currency: PAYMENT_CURRENCY });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  } catch (error) {
    throw unavailable(error);
  }
}

export type RazorpayRefundState = 'pending' | 'processed' | 'failed';

/** What we keep of a Razorpay refund entity. */
export type RazorpayRefundSummary = {
  id: string;
  payment_id: string;
  amount: number;
  status: RazorpayRefundState;
  notes: Record<string, string>;
};

export type RazorpayRefundRequest = {
  paymentId: string;
  /** In paise. */
  amount: number;
  receipt: string;
  notes: Record<string, string>;
  /** Sent as X-Refund-Idempotency: the same key and body again answers the same refund, never a second. */
  idempotencyKey: string;
};

type SdkRefund = { id: string; payment_id: string; amount?: number | string; status?: string; notes?: unknown };

function refundSummary(refund: SdkRefund): RazorpayRefundSummary {
  const notes =
    refund.notes && typeof refund.notes === 'object' && !Array.isArray(refund.notes)
      ? Object.fromEntries(Object.entries(refund.notes).map(([key, value]) => [key, String(value)]))
      : {};
  const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
  return { id: refund.id, payment_id: refund.payment_id, amount: Number(refund.amount), status, notes };
}

/** A normal refund of (part of) a captured payment, idempotent under the request's key. */
export async function createRazorpayRefund(request: RazorpayRefundRequest): Promise<RazorpayRefundSummary> {
  const rzp = await newClient({ 'X-Refund-Idempotency': request.idempotencyKey });
  try {
    const refund = await rzp.payments.refund(request.paymentId, {
      amount: request.amount,
      speed: 'normal',
      receipt: request.receipt,
      notes: request.notes,
    });
    return refundSummary(refund as SdkRefund);
  } catch (error) {
    throw unavailable(error);
  }
}

/** Every refund of a payment (Razorpay lists at most 100 a page; a payment here has one or two). */
export async function listRazorpayRefunds(paymentId: string): Promise<RazorpayRefundSummary[]> {
  const rzp = await razorpayClient();
  try {
    const { items } = await rzp.payments.fetchMultipleRefund(paymentId, { count: 100 });
    return items.map((refund) => refundSummary(refund as SdkRefund));
  } catch (error) {
    throw unavailable(error);
  }
}

/** One refund as Razorpay has it now (a normal refund goes from pending to processed over days). */
export async function fetchRazorpayRefund(refundId: string): Promise<RazorpayRefundSummary> {
  const rzp = await razorpayClient();
  try {
    return refundSummary((await rzp.refunds.fetch(refundId)) as SdkRefund);
  } catch (error) {
    throw unavailable(error);
  }
}

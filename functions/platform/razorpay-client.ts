import Razorpay from 'razorpay';
import { PAYMENT_CURRENCY } from '@tender/shared/constants';
import { config } from './config';
import { ServiceUnavailableError } from './errors';
import { getSecret } from './secrets';

// The razorpay SDK (about 333 KB minified) is imported here alone, so only the functions that
// create orders carry it; signatures are checked with node:crypto (domain/payments/signatures.ts).

/** How long one call to Razorpay may take before it counts as down (the pipeline answers 503). */
const RAZORPAY_TIMEOUT_MS = 5000;

type AxiosDefaults = { baseURL?: string; timeout?: number };

let client: Promise<Razorpay> | undefined;

/**
 * The SDK with the keys from the 'razorpay' secret. With RAZORPAY_API_URL set (the local payment
 * sandbox) its requests go there; otherwise to api.razorpay.com. The SDK adds `/v1/...` itself.
 */
export function razorpayClient(): Promise<Razorpay> {
  client ??= getSecret('razorpay')
    .then(({ razorpayKeyId, razorpayKeySecret }) => {
      const rzp = new Razorpay({ key_id: razorpayKeyId, key_secret: razorpayKeySecret });
      // The axios instance's defaults are not in the SDK's types.
      const defaults = (rzp.api as unknown as { rq: { defaults: AxiosDefaults } }).rq.defaults;
      if (config.RAZORPAY_API_URL) defaults.baseURL = config.RAZORPAY_API_URL;
      defaults.timeout = RAZORPAY_TIMEOUT_MS;
      return rzp;
    })
    .catch((error: unknown) => {
      client = undefined;
      throw error;
    });
  return client;
}

/** Says what went wrong with a Razorpay call without quoting the request (it carries the key). */
class RazorpayCallError extends Error {
  override name = 'RazorpayCallError';
}

/**
 * The SDK rejects a 4xx/5xx with a plain object `{ statusCode, error: { code, description } }` and
 * a network failure with a TypeError (it reads `err.response.status` of an answer that never
 * came). Either way the order cannot be made now: a 503 with the cause logged.
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

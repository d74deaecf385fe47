import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticationFailed, badRequest, urlNotFound } from './errors';
import { hasBasicAuth, isPlainObject, readJsonBody, sendJson } from './http';
import { parseNotes, pathId, type SandboxKeys } from './orders-api';
import type { NewRefund } from './refunds-store';
import type { PaymentSandboxStore } from './store';

// Razorpay's refunds API (https://razorpay.com/docs/api/refunds): create a normal refund of a
// payment (idempotent under X-Refund-Idempotency), fetch one, list a payment's refunds.

const REFUND_FIELDS = new Set(['amount', 'speed', 'notes', 'receipt']);
const MAX_RECEIPT_LENGTH = 40;
/** Razorpay: at least 10 characters, letters, digits, hyphens and underscores only. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;
const MAX_LIST_COUNT = 100;
const DEFAULT_LIST_COUNT = 10;

const CREATE = /^\/v1\/payments\/([^/]+)\/refund\/?$/;
const LIST = /^\/v1\/payments\/([^/]+)\/refunds\/?$/;
const ONE_OF_PAYMENT = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)\/?$/;
const ONE = /^\/v1\/refunds\/([^/]+)\/?$/;

/** Whether a path is one of the refund routes (the orders API answers the rest). */
export const isRefundRoute = (route: string) => [CREATE, LIST, ONE_OF_PAYMENT, ONE].some((path) => path.test(route));

function parseAmount(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
    throw badRequest('The amount must be an integer.', 'amount');
  return amount;
}

/** Validates a refund request as Razorpay does, with its 400 wording and the field it concerns. */
export function parseRefundRequest(body: unknown): NewRefund {
  if (!isPlainObject(body)) throw badRequest('The request body must be an object.');
  const extra = Object.keys(body).filter((field) => !REFUND_FIELDS.has(field));
  if (extra.length) throw badRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
  const speed = body.speed ?? 'normal';
  if (speed !== 'normal' && speed !== 'optimum') throw badRequest('The selected speed is invalid.', 'speed');
  const receipt = body.receipt ?? null;
  if (receipt !== null && (typeof receipt !== 'string' || receipt.length > MAX_RECEIPT_LENGTH))
    throw badRequest(`The receipt may not be greater than ${MAX_RECEIPT_LENGTH} characters.`, 'receipt');
  return { amount: parseAmount(body.amount), speed, notes: parseNotes(body.notes), receipt };
}

function idempotencyKey(request: IncomingMessage): string | undefined {
  const header = request.headers['x-refund-idempotency'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key))
    throw badRequest('The idempotency key must be at least 10 letters, digits, hyphens or underscores.');
  return key;
}

function listCount(url: URL): { count: number; skip: number } {
  const count = Number(url.searchParams.get('count') ?? DEFAULT_LIST_COUNT);
  const skip = Number(url.searchParams.get('skip') ?? 0);
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_LIST_COUNT)
    throw badRequest(`The count must be between 1 and ${MAX_LIST_COUNT}.`, 'count');
  if (!Number.isSafeInteger(skip) || skip < 0) throw badRequest('The skip must be at least 0.', 'skip');
  return { count, skip };
}

const notFoundId = () => badRequest('The id provided does not exist');

export async function handleRefundsApi(
  store: PaymentSandboxStore,
  keys: SandboxKeys,
  request: IncomingMessage,
  response: ServerResponse,
  route: string,
  url: URL,
): Promise<void> {
  const method = request.method ?? 'GET';
  const create = CREATE.exec(route)?.[1];
  if (create ? method !== 'POST' : method !== 'GET') throw urlNotFound();
  if (!hasBasicAuth(request, keys.keyId, keys.keySecret)) throw authenticationFailed();

  if (create) {
    const payment = store.payment(pathId(create));
    if (!payment) throw notFoundId();
    const key = idempotencyKey(request);
    const refund = store.refunds.create(payment, parseRefundRequest(await readJsonBody(request)), key);
    sendJson(response, 200, refund);
    return;
  }
  const list = LIST.exec(route)?.[1];
  if (list) {
    const paymentId = pathId(list);
    if (!store.payment(paymentId)) throw notFoundId();
    const { count, skip } = listCount(url);
    const items = store.refunds.refundsOf(paymentId).slice(skip, skip + count);
    sendJson(response, 200, { entity: 'collection', count: items.length, items });
    return;
  }
  const ofPayment = ONE_OF_PAYMENT.exec(route);
  const refundId = ofPayment?.[2] ?? ONE.exec(route)?.[1];
  const refund = refundId ? store.refunds.refund(pathId(refundId)) : undefined;
  if (!refund || (ofPayment?.[1] && refund.payment_id !== pathId(ofPayment[1]))) throw notFoundId();
  sendJson(response, 200, refund);
}

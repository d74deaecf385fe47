import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticationFailed, badRequest, urlNotFound } from './errors';
import { hasBasicAuth, isPlainObject, readJsonBody, sendJson } from './http';
import type { NewOrder, PaymentSandboxStore, RazorpayNotes } from './store';

export type SandboxKeys = { keyId: string; keySecret: string };

// The order fields this sandbox understands; Razorpay rejects any other field by name.
const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'payment_capture']);
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
const MAX_RECEIPT_LENGTH = 40;
const MIN_AMOUNT_PAISE = 100;

function parseAmount(value: unknown): number {
  if (value === undefined || value === null || value === '')
    throw badRequest('The amount field is required.', 'amount');
  // Razorpay accepts an integer or a string of digits, never a fraction of a paisa.
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw badRequest('The amount must be an integer.', 'amount');
  if (amount < MIN_AMOUNT_PAISE) throw badRequest('The amount must be atleast INR 1.00', 'amount');
  return amount;
}

/** Notes as Razorpay takes them on orders and refunds: at most 15 keys of short scalars. */
export function parseNotes(value: unknown): RazorpayNotes {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.length === 0) return [];
  if (!isPlainObject(value)) throw badRequest('The notes must be an array.', 'notes');
  const entries = Object.entries(value);
  if (entries.length > MAX_NOTES) throw badRequest(`Number of notes should be at most ${MAX_NOTES}`, 'notes');
  const notes: Record<string, string | number | boolean> = {};
  for (const [key, note] of entries) {
    if (!['string', 'number', 'boolean'].includes(typeof note))
      throw badRequest(`The notes.${key} must be a string.`, 'notes');
    if (String(note).length > MAX_NOTE_LENGTH)
      throw badRequest(`The notes.${key} may not be greater than ${MAX_NOTE_LENGTH} characters.`, 'notes');
    notes[key] = note as string | number | boolean;
  }
  return entries.length ? notes : [];
}

/** Validates an order request as Razorpay does, with its 400 wording and the field it concerns. */
export function parseOrderRequest(body: unknown): NewOrder {
  if (!isPlainObject(body)) throw badRequest('The request body must be an object.');
  const extra = Object.keys(body).filter((field) => !ORDER_FIELDS.has(field));
  if (extra.length) throw badRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
  const amount = parseAmount(body.amount);
  const currency = body.currency ?? 'INR';
  if (currency !== 'INR') throw badRequest('The selected currency is invalid.', 'currency');
  const receipt = body.receipt ?? null;
  if (receipt !== null && typeof receipt !== 'string') throw badRequest('The receipt must be a string.', 'receipt');
  if (receipt !== null && receipt.length > MAX_RECEIPT_LENGTH)
    throw badRequest(`The receipt may not be greater than ${MAX_RECEIPT_LENGTH} characters.`, 'receipt');
  return { amount, currency, receipt, notes: parseNotes(body.notes) };
}

const notFoundId = () => badRequest('The id provided does not exist');

export function pathId(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw notFoundId();
  }
}

/**
 * The server-to-server part of Razorpay's API (what the razorpay SDK calls), under `/v1`:
 * create and fetch orders, list an order's payments, fetch a payment.
 */
export async function handleOrdersApi(
  store: PaymentSandboxStore,
  keys: SandboxKeys,
  request: IncomingMessage,
  response: ServerResponse,
  route: string,
): Promise<void> {
  const method = request.method ?? 'GET';
  const createOrder = method === 'POST' && /^\/v1\/orders\/?$/.test(route);
  const order = /^\/v1\/orders\/([^/]+)\/?$/.exec(route)?.[1];
  const orderPayments = /^\/v1\/orders\/([^/]+)\/payments\/?$/.exec(route)?.[1];
  const payment = /^\/v1\/payments\/([^/]+)\/?$/.exec(route)?.[1];
  if (!createOrder && !(method === 'GET' && (order || orderPayments || payment))) throw urlNotFound();
  if (!hasBasicAuth(request, keys.keyId, keys.keySecret)) throw authenticationFailed();

  if (createOrder) {
    sendJson(response, 200, store.createOrder(parseOrderRequest(await readJsonBody(request))));
    return;
  }
  if (order) {
    const found = store.order(pathId(order));
    if (!found) throw notFoundId();
    sendJson(response, 200, found);
    return;
  }
  if (orderPayments) {
    const id = pathId(orderPayments);
    if (!store.order(id)) throw notFoundId();
    // Razorpay lists newest first.
    const items = store.paymentsOf(id).reverse();
    sendJson(response, 200, { entity: 'collection', count: items.length, items });
    return;
  }
  const found = payment ? store.payment(pathId(payment)) : undefined;
  if (!found) throw notFoundId();
  sendJson(response, 200, found);
}

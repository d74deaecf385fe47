import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type BatchGetCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { paymentMessages } from '@tender/shared/payment-messages';
import * as z from '@tender/shared/schemas/mini';
import { dynamo, tableName } from '../platform/dynamo-client';
import { ConflictError, NotFoundError } from '../platform/errors';
import { defineEntity } from './entity';
import { keys, withoutKeys } from './keys';
import { queryAll } from './query-all';
import { failedStep, type TransactWriteItem, isConditionFailure } from './transactions';

export type PaymentOrderStatus = 'created' | 'paid' | 'used';
export type PaidVia = 'verify' | 'webhook';
export type PaymentPurpose = 'registration' | 'bid';

/** A Razorpay order we made (its id is Razorpay's), and what became of it: created -> paid -> used. */
export type PaymentOrder = {
  order_id: string;
  /** In paise: what Razorpay was asked for. */
  amount: number;
  currency: 'INR';
  purpose: PaymentPurpose;
  status: PaymentOrderStatus;
  /** The payment that paid it (set with status paid, never changed after). */
  payment_id: string | null;
  paid_at: string | null;
  /** Which path saw the payment first: the checkout handler's verify call, or Razorpay's webhook. */
  paid_via: PaidVia | null;
  /** The account whose registration this payment paid (set with status used). */
  used_by: number | null;
  used_at: string | null;
  created_at: string;
  /** The address that asked for the order. */
  viewer: string;
  /** The registration fee's GST tax invoice, once issued (invoices-repository.ts). */
  invoice_id?: string;
} & Partial<BidOrderBinding>;

/**
 * What binds a bid order (purpose 'bid') to its bid: the tender, the contractor who asked for it,
 * and the exemption choice its amount was computed for. A bid order is never 'used': once paid it
 * pays that contractor's bid on that tender, every revision of it included.
 */
export type BidOrderBinding = { tender_id: number; account_id: number; emd_exempt: boolean };

export type NewPaymentOrder = Pick<
  PaymentOrder,
  'order_id' | 'amount' | 'currency' | 'purpose' | 'created_at' | 'viewer'
>;

/** How long a handled webhook event is remembered: Razorpay retries a delivery for up to 24 hours. */
const WEBHOOK_EVENT_DAYS = 30;

/** Stores a new registration order (status created); an order id is stored once. */
export async function putOrder(order: NewPaymentOrder): Promise<PaymentOrder> {
  return storeOrder(order, keys.paymentOrdersIndex(order.created_at, order.order_id));
}

export type NewBidOrder = Omit<NewPaymentOrder, 'purpose'> & BidOrderBinding;

/** Stores a new bid order (status created) in its tender and contractor's list, not the admin's ORDERS list. */
export async function putBidOrder(order: NewBidOrder): Promise<PaymentOrder> {
  const index = {
    ...keys.bidOrdersIndex(order.tender_id, order.account_id, order.created_at, order.order_id),
    ...keys.tenderPayersIndex(order.tender_id, order.account_id, order.created_at, order.order_id),
  };
  return storeOrder({ ...order, purpose: 'bid' }, index);
}

async function storeOrder(
  order: NewPaymentOrder & Partial<BidOrderBinding>,
  index: { gsi2pk: string; gsi2sk: string; gsi1pk?: string; gsi1sk?: string },
): Promise<PaymentOrder> {
  const stored: PaymentOrder = {
    ...order,
    status: 'created',
    payment_id: null,
    paid_at: null,
    paid_via: null,
    used_by: null,
    used_at: null,
  };
  await dynamo.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.paymentOrder(order.order_id),
        ...index,
        ...stored,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return stored;
}

/**
 * The contractors who made a bid order on this tender, paid or not, whether or not they ever started
 * a bid (their EMD must go back all the same). The index holds only keys: the contractor is read from
 * its sort key.
 */
export async function tenderPayerIds(tenderId: number): Promise<number[]> {
  const items = await queryAll({
    TableName: tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.tenderPayersPartition(tenderId) },
    ProjectionExpression: 'gsi1sk',
  });
  const ids = items.map((item) => Number(String(item.gsi1sk).split('#')[0]));
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))];
}

/** The bid order offered for payment now: another window asking for the same dues is offered it too. */
const OpenBidOrderEntity = defineEntity({
  name: 'open bid order',
  schema: z.object({ order_id: z.string(), offered_at: z.string() }),
});
export type OpenBidOrder = z.infer<typeof OpenBidOrderEntity.schema>;

/** The order offered to this contractor on this tender, read consistently; undefined when none. */
export async function getOpenBidOrder(tenderId: number, contractorId: number): Promise<OpenBidOrder | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.openBidOrder(tenderId, contractorId), ConsistentRead: true }),
  );
  return Item ? OpenBidOrderEntity.read(Item) : undefined;
}

/**
 * Offers `order` from now on, if the offer is still the one read (`previous`, or none): of two
 * windows asking at once, one offer is recorded and the other answers false (it then offers the
 * recorded one). The item goes by itself a day after (TTL), long after any checkout closed.
 */
export async function offerBidOrder(
  tenderId: number,
  contractorId: number,
  order: OpenBidOrder,
  previous: string | null,
): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.openBidOrder(tenderId, contractorId),
          ...order,
          expiresAt: Math.floor(Date.parse(order.offered_at) / 1000) + 86_400,
        },
        ConditionExpression: previous === null ? 'attribute_not_exists(pk)' : 'order_id = :previous',
        ...(previous === null ? {} : { ExpressionAttributeValues: { ':previous': previous } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** One order, strongly consistent (a payment is checked right after it was marked). */
export async function getOrder(orderId: string): Promise<PaymentOrder | undefined> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.paymentOrder(orderId), ConsistentRead: true }),
  );
  return result.Item ? (withoutKeys(result.Item) as PaymentOrder) : undefined;
}

/** Orders made since `from` (an ISO instant), newest first: the admin list's access pattern (gsi2). */
export async function listOrdersSince(from: string, limit = 100): Promise<PaymentOrder[]> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :orders AND gsi2sk >= :from',
      ExpressionAttributeValues: { ':orders': keys.paymentOrdersIndex(from, '').gsi2pk, ':from': from },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map((item) => withoutKeys(item) as PaymentOrder);
}

/**
 * Every bid order of one contractor on one tender, oldest first. The index finds them (its copy may
 * lag a moment behind a payment), so their states are then read from the orders themselves,
 * strongly consistent: a payment verified a moment ago counts.
 */
export async function listBidOrders(tenderId: number, contractorId: number): Promise<PaymentOrder[]> {
  const found = await queryAll({
    TableName: tableName,
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :orders',
    ExpressionAttributeValues: { ':orders': keys.bidOrdersPartition(tenderId, contractorId) },
    ProjectionExpression: 'order_id',
  });
  const orderIds = found.map((item) => String(item.order_id));
  const orders = new Map<string, PaymentOrder>();
  for (let start = 0; start < orderIds.length; start += 100) {
    let requested: Record<string, unknown>[] | undefined = orderIds
      .slice(start, start + 100)
      .map((orderId) => keys.paymentOrder(orderId));
    while (requested && requested.length > 0) {
      const answer: BatchGetCommandOutput = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [tableName]: { Keys: requested, ConsistentRead: true } } }),
      );
      for (const item of answer.Responses?.[tableName] ?? []) {
        const order = withoutKeys(item) as PaymentOrder;
        orders.set(order.order_id, order);
      }
      requested = answer.UnprocessedKeys?.[tableName]?.Keys;
    }
  }
  return orderIds.flatMap((orderId) => orders.get(orderId) ?? []);
}

export type MarkPaidResult = { order: PaymentOrder; changed: boolean };

/**
 * Marks an order paid by one payment, once: a conditional update from created to paid. Marking it
 * again with the same payment id succeeds and changes nothing (verify and the webhook both arrive;
 * Razorpay retries); a different payment id is a ConflictError, and an unknown order NotFoundError.
 */
export async function markOrderPaid(
  orderId: string,
  paymentId: string,
  via: PaidVia,
  now: Date = new Date(),
): Promise<MarkPaidResult> {
  try {
    const result = await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.paymentOrder(orderId),
        UpdateExpression: 'SET #status = :paid, payment_id = :paymentId, paid_at = :paidAt, paid_via = :via',
        ConditionExpression: '#status = :created',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':paid': 'paid',
          ':created': 'created',
          ':paymentId': paymentId,
          ':paidAt': now.toISOString(),
          ':via': via,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { order: withoutKeys(result.Attributes ?? {}) as PaymentOrder, changed: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const order = await getOrder(orderId);
    if (!order) throw new NotFoundError(paymentMessages.orderUnknown);
    if (order.payment_id === paymentId) return { order, changed: false };
    throw new ConflictError(paymentMessages.paidWithAnotherPayment, { cause: error });
  }
}

/**
 * Records that a webhook event was handled, unless it already was: true for the first delivery,
 * false for a replay (a conditional put, so of two simultaneous deliveries one gets true).
 */
export async function claimWebhookEvent(
  eventId: string,
  details: { event: string; order_id?: string } = { event: 'unknown' },
  now: Date = new Date(),
): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...keys.paymentEvent(eventId),
          event_id: eventId,
          event: details.event,
          order_id: details.order_id,
          received_at: now.toISOString(),
          expiresAt: Math.floor(now.getTime() / 1000) + WEBHOOK_EVENT_DAYS * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Forgets a claimed event whose handling failed, so Razorpay's next delivery of it is handled. */
export async function releaseWebhookEvent(eventId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName, Key: keys.paymentEvent(eventId) }));
}

/** Whether a webhook event id was handled (for tests and support). */
export async function webhookEventSeen(eventId: string): Promise<boolean> {
  const result = await dynamo.send(
    new GetCommand({ TableName: tableName, Key: keys.paymentEvent(eventId), ConsistentRead: true }),
  );
  return result.Item !== undefined;
}

/**
 * The registration transaction's entry that spends a payment: the order goes from paid to used by
 * `accountId`, on the condition that it is paid by exactly `paymentId`. One payment therefore pays
 * one registration once; a second use (or an unpaid order) cancels the whole transaction
 * (TransactionCanceledException, ConditionalCheckFailed at this entry's index).
 */
export function orderUseItem(
  orderId: string,
  paymentId: string,
  accountId: number,
  now: Date = new Date(),
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.paymentOrder(orderId),
      UpdateExpression: 'SET #status = :used, used_by = :accountId, used_at = :usedAt',
      // A bid's order pays its bid, never a registration.
      ConditionExpression: '#status = :paid AND payment_id = :paymentId AND purpose = :registration',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':used': 'used',
        ':paid': 'paid',
        ':registration': 'registration',
        ':paymentId': paymentId,
        ':accountId': accountId,
        ':usedAt': now.toISOString(),
      },
    },
  };
}

/**
 * For the transaction that carries `orderUseItem` at `index`: the 409 to answer when that entry's
 * condition failed (the payment was used meanwhile, or the order is not paid by it), else undefined.
 */
export function orderUseConflict(error: unknown, index: number): ConflictError | undefined {
  if (!failedStep(error, { payment: index }, ['payment'])) return undefined;
  return new ConflictError(paymentMessages.alreadyUsed, {
    cause: error,
    errors: { payment_id: [paymentMessages.alreadyUsed] },
  });
}

/**
 * The tax invoice's entry on its payment (invoices-repository.ts): the order spent by `accountId`
 * gets the invoice's id, once; a second invoice for the same payment cancels its transaction.
 */
export function orderInvoiceItem(orderId: string, accountId: number, invoiceId: string): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.paymentOrder(orderId),
      UpdateExpression: 'SET invoice_id = :invoiceId',
      ConditionExpression: '#status = :used AND used_by = :accountId AND attribute_not_exists(invoice_id)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':used': 'used', ':accountId': accountId, ':invoiceId': invoiceId },
    },
  };
}

import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from '../platform/dynamo-client';
import {
  claimWebhookEvent,
  getOrder,
  markOrderPaid,
  orderUseConflict,
  orderUseItem,
  putOrder,
  releaseWebhookEvent,
} from './payments-repository';
import { newOrder, razorpayId } from './testing/stored-records';

const storedOrder = () => putOrder(newOrder(118000));

/** The registration's transaction, reduced to the payment's part. */
const useOrder = (orderId: string, paymentId: string, accountId: number) =>
  dynamo.send(new TransactWriteCommand({ TransactItems: [orderUseItem(orderId, paymentId, accountId)] }));

describe('payments repository (DynamoDB Local)', () => {
  it('stores an order as created, once per order id', async () => {
    const order = await storedOrder();
    expect(await getOrder(order.order_id)).toEqual({
      ...order,
      status: 'created',
      payment_id: null,
      paid_at: null,
      paid_via: null,
      used_by: null,
      used_at: null,
    });
    await expect(putOrder(order)).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
  });

  it('marks an order paid once: the same payment again changes nothing, another payment is a 409', async () => {
    const { order_id } = await storedOrder();
    const paymentId = razorpayId('pay');
    const first = await markOrderPaid(order_id, paymentId, 'verify', new Date('2026-01-01T10:00:00Z'));
    expect(first).toMatchObject({
      changed: true,
      order: { status: 'paid', payment_id: paymentId, paid_via: 'verify' },
    });
    const again = await markOrderPaid(order_id, paymentId, 'webhook', new Date('2026-01-01T10:00:05Z'));
    expect(again.changed).toBe(false);
    expect(await getOrder(order_id)).toMatchObject({ paid_via: 'verify', paid_at: '2026-01-01T10:00:00.000Z' });
    await expect(markOrderPaid(order_id, razorpayId('pay'), 'webhook')).rejects.toMatchObject({ statusCode: 409 });
    await expect(markOrderPaid(razorpayId('order'), paymentId, 'verify')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('of two simultaneous payments of one order, one marks it paid', async () => {
    const { order_id } = await storedOrder();
    const results = await Promise.allSettled([
      markOrderPaid(order_id, razorpayId('pay'), 'verify'),
      markOrderPaid(order_id, razorpayId('pay'), 'webhook'),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('orderUseItem in a transaction: the first use succeeds, the second fails', async () => {
    const { order_id } = await storedOrder();
    const paymentId = razorpayId('pay');
    await markOrderPaid(order_id, paymentId, 'verify');
    await useOrder(order_id, paymentId, 41);
    expect(await getOrder(order_id)).toMatchObject({ status: 'used', used_by: 41, payment_id: paymentId });
    const second = await useOrder(order_id, paymentId, 42).catch((error: unknown) => error);
    expect(second).toMatchObject({ name: 'TransactionCanceledException' });
    expect(orderUseConflict(second, 0)).toMatchObject({
      statusCode: 409,
      message: 'This payment has already been used for a registration.',
      errors: { payment_id: ['This payment has already been used for a registration.'] },
    });
    expect(orderUseConflict(second, 1)).toBeUndefined();
    expect(await getOrder(order_id)).toMatchObject({ status: 'used', used_by: 41 });
  });

  it('orderUseItem: an unpaid order, another payment id or an unknown order cannot be used', async () => {
    const { order_id } = await storedOrder();
    const paymentId = razorpayId('pay');
    await expect(useOrder(order_id, paymentId, 7)).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    expect(await getOrder(order_id)).toMatchObject({ status: 'created', used_by: null });
    await markOrderPaid(order_id, paymentId, 'webhook');
    await expect(useOrder(order_id, razorpayId('pay'), 7)).rejects.toMatchObject({
      name: 'TransactionCanceledException',
    });
    await expect(useOrder(razorpayId('order'), paymentId, 7)).rejects.toMatchObject({
      name: 'TransactionCanceledException',
    });
    expect(await getOrder(order_id)).toMatchObject({ status: 'paid', used_by: null });
  });

  it('claims a webhook event once; a released claim can be claimed again', async () => {
    const eventId = razorpayId('evt');
    expect(await claimWebhookEvent(eventId, { event: 'payment.captured' })).toBe(true);
    expect(await claimWebhookEvent(eventId, { event: 'payment.captured' })).toBe(false);
    await releaseWebhookEvent(eventId);
    expect(await claimWebhookEvent(eventId, { event: 'payment.captured' })).toBe(true);
  });
});

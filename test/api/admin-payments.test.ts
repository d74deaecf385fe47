import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPaymentsAnswer } from '@tender/shared/schemas/payments-admin';
import { markOrderPaid, putOrder } from '../../functions/data/payments-repository';
import { call } from '../support/api-call';
import { tokenOf } from './admin-support';

// Payments: the registration fee orders with status, amount, payment id and registrant,
// newest first. Orders are written through the payments repository (the checkout itself is the
// payment tests' business); nothing about cards exists to show.

let admin: string;

/** Every field name in an answer, nested ones too (values such as random payment ids may spell anything). */
const fieldNames = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(fieldNames)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, inner]) => [name, ...fieldNames(inner)])
      : [];

beforeAll(async () => {
  admin = await tokenOf('Admin');
});

describe('admin payments', () => {
  it('lists orders newest first with status, amount in rupees and payment id, and nothing about cards', async () => {
    const now = Date.now();
    const paidId = `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    const createdId = `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
    await putOrder({
      order_id: paidId,
      amount: 590_000,
      currency: 'INR',
      purpose: 'registration',
      created_at: new Date(now - 1000).toISOString(),
      viewer: '10.9.9.9',
    });
    await markOrderPaid(paidId, 'pay_admintest0001', 'verify');
    await putOrder({
      order_id: createdId,
      amount: 590_000,
      currency: 'INR',
      purpose: 'registration',
      created_at: new Date(now).toISOString(),
      viewer: '10.9.9.9',
    });

    const { status, body } = await call<AdminPaymentsAnswer>('GET', '/admin/payments?limit=100', { token: admin });
    expect(status).toBe(200);
    const ours = body.data.filter((order) => order.order_id === paidId || order.order_id === createdId);
    expect(ours.map((order) => [order.order_id, order.status, order.amount, order.payment_id])).toEqual([
      [createdId, 'created', 5900, null],
      [paidId, 'paid', 5900, 'pay_admintest0001'],
    ]);
    expect(ours[1]?.registrant).toBeNull();
    const times = body.data.map((order) => order.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(fieldNames(body).filter((name) => /card|cvv|expiry|vpa/i.test(name))).toEqual([]);
    expect(new Set(fieldNames(body.data))).toContain('payment_id');
  });

  it('lists only orders since the day asked for', async () => {
    const { status, body } = await call<AdminPaymentsAnswer>('GET', '/admin/payments?since=2099-01-01', {
      token: admin,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.since).toBe('2098-12-31T18:30:00.000Z');
  });
});

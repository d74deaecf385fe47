import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './audit-repository';
import { getRefund, putRefundIfAbsent, writeEmdRelease, type EmdRefundRecord } from './refunds-repository';

// The Admin's release of a held EMD on DynamoDB Local: with its audit entry, once; a second
// release (another Admin at the same moment) is false and moves nothing.

describe('EMD release (DynamoDB Local)', () => {
  it('moves held refunds to due once', async () => {
    const now = new Date();
    const tenderId = randomInt(600_000_000, 900_000_000);
    const refund = (paymentId: string): EmdRefundRecord => ({
      tender_id: tenderId,
      contractor_id: 7,
      payment_id: paymentId,
      order_id: `order_${paymentId}`,
      amount_paise: 50_000,
      cause: 'lost',
      state: 'held',
      attempt: 1,
      razorpay_refund_id: null,
      refunded_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    const held = [refund(`pay_${randomUUID()}`), refund(`pay_${randomUUID()}`)];
    for (const record of held) expect(await putRefundIfAbsent(record)).toBe(true);
    const audit = (): AuditEntry => ({
      id: randomUUID(),
      at: now.toISOString(),
      actor_id: 1,
      actor_name: 'Admin',
      action: 'tender.emd_release',
      entity: 'tender',
      entity_id: String(tenderId),
      summary: 'Released',
      before: null,
      after: null,
    });
    expect(await writeEmdRelease(held, now, audit())).toBe(true);
    expect(await getRefund(held[0]!)).toMatchObject({ state: 'due', cause: 'released' });
    expect(await writeEmdRelease(held, now, audit())).toBe(false);
    expect(await getRefund(held[1]!)).toMatchObject({ state: 'due' });
  });
});

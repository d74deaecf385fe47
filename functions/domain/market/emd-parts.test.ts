import { describe, expect, it } from 'vitest';
import { emdParts } from './emd-parts';

const charges = { fee: 590_000, emd: 10_000_000 };
const paid = (order: string, amount: number) => ({ order_id: order, payment_id: `pay_${order}`, amount });

describe('emdParts', () => {
  it('is the EMD of one payment of the fee and EMD together, never the fee', () => {
    expect(emdParts([paid('a', 10_590_000)], charges)).toEqual([
      { order_id: 'a', payment_id: 'pay_a', emd_paise: 10_000_000 },
    ]);
  });

  it('counts the fee against the oldest payment: the fee alone first (an exemption claim), the EMD later', () => {
    expect(emdParts([paid('fee', 590_000), paid('emd', 10_000_000)], charges)).toEqual([
      { order_id: 'emd', payment_id: 'pay_emd', emd_paise: 10_000_000 },
    ]);
  });

  it('refunds no more than the EMD the tender asks, and nothing under ₹1.00', () => {
    expect(emdParts([paid('a', 20_000_000)], charges)).toEqual([
      { order_id: 'a', payment_id: 'pay_a', emd_paise: 10_000_000 },
    ]);
    expect(emdParts([paid('a', 590_099)], charges)).toEqual([]);
    expect(emdParts([paid('a', 590_000)], { fee: 590_000, emd: 0 })).toEqual([]);
  });
});

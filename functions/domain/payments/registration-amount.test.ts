import { registrationCharges } from '@tender/shared/format';
import { describe, expect, it } from 'vitest';
import { registrationAmountPaise, registrationChargesPaise, rupeesToPaise } from './registration-amount';

describe('registration amount in paise', () => {
  it('is the fee plus 18 % GST: 1000 rupees -> 118000 paise', () => {
    expect(registrationAmountPaise(1000)).toBe(118000);
    expect(registrationChargesPaise(1000)).toEqual({ fee: 100000, gst: 18000, total: 118000 });
    expect(registrationAmountPaise(5000)).toBe(590000);
  });

  it('rounds GST half up to the paisa, in whole paise', () => {
    // 999.99 rupees: GST 179.9982 -> 180.00
    expect(registrationChargesPaise(999.99)).toEqual({ fee: 99999, gst: 18000, total: 117999 });
    // 1.25 rupees: GST exactly 0.225 -> 0.23 (floating point alone gives 0.22)
    expect(registrationChargesPaise(1.25)).toEqual({ fee: 125, gst: 23, total: 148 });
    // 999 rupees: GST 179.82, nothing to round
    expect(registrationChargesPaise(999)).toEqual({ fee: 99900, gst: 17982, total: 117882 });
  });

  it('is nothing for no fee', () => {
    expect(registrationAmountPaise(0)).toBe(0);
  });

  it('agrees with the total the page shows for every whole-rupee fee up to 10 lakh', () => {
    const disagreeing: number[] = [];
    for (let fee = 0; fee <= 1_000_000; fee += 1) {
      if (rupeesToPaise(registrationCharges(fee).total) !== registrationAmountPaise(fee)) disagreeing.push(fee);
    }
    expect(disagreeing).toEqual([]);
  });
});

describe('rupeesToPaise', () => {
  it('takes rupees with at most two decimals', () => {
    expect(rupeesToPaise(1180)).toBe(118000);
    expect(rupeesToPaise(1179.99)).toBe(117999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('refuses a fraction of a paisa, negatives and non-numbers', () => {
    expect(rupeesToPaise(1.005)).toBeUndefined();
    expect(rupeesToPaise(-1)).toBeUndefined();
    expect(rupeesToPaise(Number.NaN)).toBeUndefined();
    expect(rupeesToPaise(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

import { bidChargesPaise } from '@tender/shared/bid-charges';
import { describe, expect, it } from 'vitest';
import { bidAmountDuePaise } from './bid-amount';

const tender = { is_paid: true, tender_fee: 5900, emd_amount: 100000, emd_exemption_allowed: true };

describe('bidAmountDuePaise', () => {
  it('is the tender fee plus the EMD, in paise, without GST', () => {
    expect(bidAmountDuePaise(tender, { emdExempt: false })).toBe(10_590_000);
    expect(bidChargesPaise(tender, { emdExempt: false })).toEqual({ fee: 590_000, emd: 10_000_000, total: 10_590_000 });
  });

  it('leaves the EMD out when the contractor claims the exemption the tender allows', () => {
    expect(bidAmountDuePaise(tender, { emdExempt: true })).toBe(590_000);
  });

  it('keeps the EMD when the tender does not allow an exemption (the routes refuse such a claim first)', () => {
    expect(bidAmountDuePaise({ ...tender, emd_exemption_allowed: false }, { emdExempt: true })).toBe(10_590_000);
  });

  it('charges no tender fee when the tender is not paid', () => {
    expect(bidAmountDuePaise({ ...tender, is_paid: false }, { emdExempt: false })).toBe(10_000_000);
    expect(bidAmountDuePaise({ ...tender, is_paid: false }, { emdExempt: true })).toBe(0);
  });

  it('is nothing when the tender asks for neither', () => {
    expect(bidAmountDuePaise({ ...tender, tender_fee: 0, emd_amount: 0 }, { emdExempt: false })).toBe(0);
  });

  it('takes rupees with two decimals to the exact paisa', () => {
    const odd = { is_paid: true, tender_fee: 1180.1, emd_amount: 0.29, emd_exemption_allowed: false };
    expect(bidChargesPaise(odd, { emdExempt: false })).toEqual({ fee: 118_010, emd: 29, total: 118_039 });
  });
});

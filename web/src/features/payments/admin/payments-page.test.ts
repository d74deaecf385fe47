// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatAmount } from './payments-page';

describe('payment amounts', () => {
  it('shows amounts in rupees with Indian grouping', () => {
    expect(formatAmount({ amount: 123456, currency: 'INR' })).toBe('₹1,23,456.00');
    expect(formatAmount({ amount: 5, currency: 'USD' })).toBe('5 USD');
  });
});

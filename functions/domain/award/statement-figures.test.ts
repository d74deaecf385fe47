import { describe, expect, it } from 'vitest';
import { formatTenths, percentTenths, rankBids, type FinancialLine } from './statement-figures';

const line = (bidId: string, total: bigint | null, flag: FinancialLine['flag'] = null): FinancialLine => ({
  bidId,
  bidderName: bidId,
  totalPaise: total,
  flag,
  rates: [],
});

describe('the comparative statement figures', () => {
  it('ranks by ascending total, equal totals sharing a rank marked as a tie, flagged covers unranked', () => {
    const ranked = rankBids(
      [line('C', 300n), line('A', 200n), line('X', null, 'cover_unreadable'), line('B', 200n), line('D', 500n)],
      null,
    );
    expect(ranked.map((bid) => [bid.bidId, bid.rank, bid.tie])).toEqual([
      ['A', 1, true],
      ['B', 1, true],
      ['C', 2, false],
      ['D', 3, false],
      ['X', null, false],
    ]);
  });

  it('keeps whole paise beyond 2^53', () => {
    const big = 2n ** 60n;
    const ranked = rankBids([line('A', big + 1n), line('B', big)], null);
    expect(ranked.map((bid) => bid.bidId)).toEqual(['B', 'A']);
    expect(ranked[1]!.totalPaise).toBe(big + 1n);
  });

  it('gives above or below the estimate in percent, one decimal, rounded half away from zero', () => {
    // 1 234 567 against 1 000 000: +23.4567 % -> +23.5; 999 499 -> -0.0501 % -> -0.1; 999 500 -> -0.05 % -> -0.1.
    expect(formatTenths(percentTenths(1_234_567n, 1_000_000n))).toBe('+23.5');
    expect(formatTenths(percentTenths(999_499n, 1_000_000n))).toBe('-0.1');
    expect(formatTenths(percentTenths(999_500n, 1_000_000n))).toBe('-0.1');
    expect(formatTenths(percentTenths(999_501n, 1_000_000n))).toBe('0.0');
    expect(formatTenths(percentTenths(1_000_000n, 1_000_000n))).toBe('0.0');
    expect(formatTenths(percentTenths(3n, 7n))).toBe('-57.1');
    const ranked = rankBids([line('A', 900n)], 1000n);
    expect(ranked[0]!.vsEstimateTenths).toBe(-100n);
    expect(rankBids([line('A', 900n)], null)[0]!.vsEstimateTenths).toBeNull();
  });
});

import { rankLabel } from '@tender/shared/award-messages';
import { lineAmountPaise } from '@tender/shared/money';
import type { OpeningFlag } from '@tender/shared/schemas/opening';

// The comparative statement's figures, pure and in whole paise: BigInt throughout,
// since a total of 500 items can pass 2^53 paise. Ranks go up by distinct total (dense: two bids
// tied at L1 are followed by L2, the second-lowest price quoted), equal totals share a rank and
// are marked as a tie. A cover the opening flagged is listed, never ranked.

export type FinancialLine = {
  bidId: string;
  bidderName: string;
  totalPaise: bigint | null;
  flag: OpeningFlag | null;
  rates: readonly { work_item_id: number; rate_paise: number }[] | null;
};

export type RankedLine = FinancialLine & {
  rank: number | null;
  tie: boolean;
  /** Tenths of a percent above (+) or below (-) the estimate; null without one. */
  vsEstimateTenths: bigint | null;
};

const rankable = (line: FinancialLine): line is FinancialLine & { totalPaise: bigint } =>
  line.flag === null && line.totalPaise !== null;

/** (total - estimate) / estimate in tenths of a percent, rounded half away from zero. */
export function percentTenths(totalPaise: bigint, estimatePaise: bigint): bigint {
  const difference = totalPaise - estimatePaise;
  const magnitude = ((difference < 0n ? -difference : difference) * 2000n + estimatePaise) / (2n * estimatePaise);
  return difference < 0n ? -magnitude : magnitude;
}

/** 123n -> '+12.3', -40n -> '-4.0', 0n -> '0.0'. */
export function formatTenths(tenths: bigint): string {
  const magnitude = tenths < 0n ? -tenths : tenths;
  const sign = tenths > 0n ? '+' : tenths < 0n ? '-' : '';
  return `${sign}${magnitude / 10n}.${magnitude % 10n}`;
}

const byTotalThenId = (a: FinancialLine & { totalPaise: bigint }, b: FinancialLine & { totalPaise: bigint }) =>
  a.totalPaise < b.totalPaise ? -1 : a.totalPaise > b.totalPaise ? 1 : a.bidId.localeCompare(b.bidId);

/** The bids ranked L1 first (ties by bid id), then the flagged ones unranked. */
export function rankBids(lines: readonly FinancialLine[], estimatePaise: bigint | null): RankedLine[] {
  const ranked = lines.filter(rankable).sort(byTotalThenId);
  const distinct = [...new Set(ranked.map((line) => line.totalPaise))];
  const countOf = (total: bigint) => ranked.filter((line) => line.totalPaise === total).length;
  const vsEstimate = (total: bigint) =>
    estimatePaise && estimatePaise > 0n ? percentTenths(total, estimatePaise) : null;
  return [
    ...ranked.map((line) => ({
      ...line,
      rank: distinct.indexOf(line.totalPaise) + 1,
      tie: countOf(line.totalPaise) > 1,
      vsEstimateTenths: vsEstimate(line.totalPaise),
    })),
    ...lines
      .filter((line) => !rankable(line))
      .map((line) => ({ ...line, rank: null, tie: false, vsEstimateTenths: null })),
  ];
}

export const rankText = (rank: number | null) => (rank === null ? null : rankLabel(rank));

/** Each work item's amount at this rate (quantity x rate, half up), as the bid's total was made. */
export function lineAmounts(
  items: readonly { work_item_id: number; quantity: number }[],
  rates: readonly { work_item_id: number; rate_paise: number }[],
): { work_item_id: number; rate_paise: number; amount_paise: bigint }[] {
  const rateOf = new Map(rates.map((rate) => [rate.work_item_id, rate.rate_paise]));
  return items
    .filter((item) => rateOf.has(item.work_item_id))
    .map((item) => {
      const ratePaise = rateOf.get(item.work_item_id)!;
      return {
        work_item_id: item.work_item_id,
        rate_paise: ratePaise,
        amount_paise: lineAmountPaise(item.quantity, ratePaise),
      };
    });
}

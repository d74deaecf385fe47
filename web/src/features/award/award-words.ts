// How the statement and the award are put in words: amounts from whole paise (shared/money.ts, the
// same formatting as the bid page), ranks with their ties, the estimate's difference in percent.
import { formatIstDateTime } from '@tender/shared/format';
import { formatPaise } from '@tender/shared/money';
import type { AwardOfContract, StatementBid } from '@tender/shared/schemas/award';

/** '12345678' (paise as decimal text, exact past 2^53) -> '₹1,23,456.78'. */
export const amountText = (paise: string | number): string => formatPaise(BigInt(paise));

/** 'L1', 'L2 (tie)', or 'Not ranked' for a cover that could not be read. */
export function rankText(bid: Pick<StatementBid, 'rank_label' | 'tie'>): string {
  if (!bid.rank_label) return 'Not ranked';
  return bid.tie ? `${bid.rank_label} (tie)` : bid.rank_label;
}

/** '+4.2' -> '4.2% above the estimate'; '-3.0' -> '3.0% below the estimate'; null: no estimate. */
export function estimateText(percent: string | null): string {
  if (percent === null) return 'No estimate';
  const value = Number(percent);
  if (value === 0) return 'At the estimate';
  const size = percent.replace(/^[+-]/, '');
  return value > 0 ? `${size}% above the estimate` : `${size}% below the estimate`;
}

export const bidsReceivedText = (count: number): string => (count === 1 ? '1 bid' : `${count} bids`);

/** The AOC's facts in the order people read them (the tender page, the statement page, the list card). */
export function aocFacts(award: AwardOfContract): { term: string; value: string }[] {
  return [
    { term: 'Awarded to', value: award.winner_name },
    { term: 'Amount', value: amountText(award.amount_paise) },
    { term: 'Rank', value: award.rank },
    { term: 'Date of award', value: formatIstDateTime(award.awarded_at) },
    { term: 'Bids received', value: bidsReceivedText(award.bids_received) },
  ];
}

/** The bids the award may go to: ranked (opened and read), L1 first as the statement lists them. */
export const awardableBids = (bids: readonly StatementBid[]): StatementBid[] =>
  bids.filter((bid) => bid.rank !== null && bid.flag === null && bid.total_paise !== null);

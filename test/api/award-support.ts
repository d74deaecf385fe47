import { expect } from 'vitest';
import type { AwardAnswer, ComparativeStatementAnswer } from '@tender/shared/schemas/award';
import { tenderBids, type BidRecord } from '../../functions/data/bids-repository';
import { call, type ErrorBody } from '../support/api-call';
import { confirmOpening, tenderReadyToOpen, type TenderReadyToOpen } from '../support/opening';
import { evaluate, notQualified, setRepresentationUntil } from './evaluation-support';

// A tender taken through the product to its financial opening: sealed bids, the
// technical covers opened by its two openers, every bid evaluated (the last not qualified, its
// representation window moved into the past: the product's clock is never touched), the financial
// covers of the qualified bids opened by both openers. The comparative statement and the award
// start from here.

export type FinanciallyOpened = TenderReadyToOpen & {
  /** Bid references in the order of `bidders`. */
  refs: string[];
  /** The reference of the one bid evaluated not qualified (the last bidder's). */
  notQualifiedRef: string;
};

export async function openTechnicalAndEvaluate(bidders: number): Promise<FinanciallyOpened> {
  const ready = await tenderReadyToOpen({ bidders });
  expect((await confirmOpening(ready.tender, 'technical', ready.admin)).status).toBe(200);
  const opened = await confirmOpening(ready.tender, 'technical', ready.organization);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const refs = ready.submissions.map((submission) => submission.receipt.bid_reference);
  const notQualifiedRef = refs.at(-1)!;
  for (const ref of refs) {
    const body = ref === notQualifiedRef ? notQualified : { qualified: true };
    const answer = await evaluate(ready.organization.token, ref, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  const last = (await tenderBids(ready.tender.id)).find((bid) => bid.bid_reference === notQualifiedRef)!;
  await setRepresentationUntil(last, new Date(Date.now() - 1000));
  return { ...ready, refs, notQualifiedRef };
}

export async function openFinancial(stage: FinanciallyOpened): Promise<void> {
  expect((await confirmOpening(stage.tender, 'financial', stage.admin)).status).toBe(200);
  const done = await confirmOpening(stage.tender, 'financial', stage.organization);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

/** A tender with `bidders` bids whose financial covers are open (all but the last qualified). */
export async function financiallyOpened(bidders: number): Promise<FinanciallyOpened> {
  const stage = await openTechnicalAndEvaluate(bidders);
  await openFinancial(stage);
  return stage;
}

/** One line in paise as the test computes it: quantity (thousandths) x rate, rounded half up. */
export const expectedLine = (quantity: number, ratePaise: number) =>
  (BigInt(Math.round(quantity * 1000)) * BigInt(ratePaise) + 500n) / 1000n;

/** A bid's total as the test computes it from the opened rates. */
export function expectedTotal(bid: BidRecord, quantities: Map<number, number>): bigint {
  return (bid.opening?.financial?.rates ?? []).reduce(
    (sum, rate) => sum + expectedLine(quantities.get(rate.work_item_id)!, rate.rate_paise),
    0n,
  );
}

/** Dense ranks by ascending total, as the test computes them: equal totals share a rank. */
export function expectedRanks(totals: Map<string, bigint>): Map<string, number> {
  const distinct = [...new Set(totals.values())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return new Map([...totals].map(([ref, total]) => [ref, distinct.indexOf(total) + 1]));
}

export const statementOf = (tender: { id: number }, token?: string, format?: 'xlsx' | 'pdf') =>
  call<ComparativeStatementAnswer & ErrorBody>(
    'GET',
    `/tenders/${tender.id}/comparative_statement${format ? `?format=${format}` : ''}`,
    token ? { token } : {},
  );

export const award = (tender: { id: number }, token: string, body: Record<string, unknown>) =>
  call<AwardAnswer & ErrorBody>('POST', `/tenders/${tender.id}/award`, { token, body });

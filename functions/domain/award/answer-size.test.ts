import { describe, expect, it } from 'vitest';
import type { ComparativeStatement } from '@tender/shared/schemas/award';

// comparative-statement.ts reads bids through the data layer, whose client parses the config on
// import: give it what it needs, so this file passes alone as in the whole run (where the stack's
// setup has set them).
process.env.TABLE_NAME ??= 'table';
process.env.UPLOADS_BUCKET ??= 'bucket';
const { MAX_INLINE_RATE_CELLS, withinAnswerSize } = await import('./comparative-statement');

// The full statement of 200 bids x 500 items was 6.4 MiB as JSON (the bench), past a Lambda
// answer's 6 MB: the answer leaves the item-wise rates to the downloads beyond a bound.

const statement = (bids: number, items: number): ComparativeStatement => ({
  tender_id: 1,
  tender_uid: 'TST/1',
  project_name: 'Works',
  view: 'full',
  financial_opened_at: '2026-11-26T10:00:00.000Z',
  bids_received: bids,
  estimate_total_paise: null,
  items: Array.from({ length: items }, (_, index) => ({
    work_item_id: index + 1,
    item_description: `Item ${index + 1}`,
    quantity: 1,
    unit: 'Nos',
  })),
  bids: Array.from({ length: bids }, (_, index) => ({
    bid_id: `BID-1-${String(index + 1).padStart(6, '0')}`,
    bidder_name: `Bidder ${index + 1}`,
    total_paise: String(100_00 * items),
    rank: index + 1,
    rank_label: `L${index + 1}`,
    tie: false,
    flag: null,
    vs_estimate_percent: null,
    rates: Array.from({ length: items }, (_, item) => ({
      work_item_id: item + 1,
      rate_paise: 100_00,
      amount_paise: '10000',
    })),
  })),
  award: null,
});

describe('the statement answer stays under a Lambda answer', () => {
  it('keeps the item-wise rates up to the bound', () => {
    const small = statement(40, MAX_INLINE_RATE_CELLS / 40);
    expect(withinAnswerSize(small)).toBe(small);
  });

  it('leaves them to the downloads past it, saying so, with every total and rank kept', () => {
    const large = withinAnswerSize(statement(200, 500));
    expect(large.item_rates_omitted).toBe(true);
    expect(large.items).toBeUndefined();
    expect(large.bids.every((bid) => bid.rates === undefined && bid.total_paise === '5000000')).toBe(true);
    expect(large.bids.map((bid) => bid.rank_label).slice(0, 2)).toEqual(['L1', 'L2']);
    expect(Buffer.byteLength(JSON.stringify({ data: large }))).toBeLessThan(1024 * 1024);
  });
});

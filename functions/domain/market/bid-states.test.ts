import { describe, expect, it } from 'vitest';
import { bidRecord, decision, opened } from '../../../test/support/evaluation-records';
import { BID_STATES, type BidState } from '@tender/shared/schemas/bid-submission';
import { awaitsReconfirmation, countsNow, isSubmitted, liveBids, qualifiedBids, technicalResult } from './bid-states';

describe('a bid that counts now', () => {
  // Every state, flagged for re-confirmation or not: [submitted, counts now, awaits re-confirmation].
  const table: Record<BidState, { plain: [boolean, boolean, boolean]; flagged: [boolean, boolean, boolean] }> = {
    started: { plain: [false, false, false], flagged: [false, false, false] },
    submitted: { plain: [true, true, false], flagged: [true, false, true] },
    revised: { plain: [true, true, false], flagged: [true, false, true] },
    withdrawn: { plain: [false, false, false], flagged: [false, false, false] },
    closed: { plain: [false, false, false], flagged: [false, false, false] },
  };

  it.each(BID_STATES)('%s, flagged or not', (state) => {
    const judge = (bid: { state: BidState; needs_reconfirmation?: boolean }) => [
      isSubmitted(bid),
      countsNow(bid),
      awaitsReconfirmation(bid),
    ];
    expect(judge({ state })).toEqual(table[state].plain);
    expect(judge({ state, needs_reconfirmation: false })).toEqual(table[state].plain);
    expect(judge({ state, needs_reconfirmation: true })).toEqual(table[state].flagged);
  });

  it('keeps the bids that count in their order, the flagged, withdrawn and started ones out', () => {
    const bids = [
      bidRecord(1, { state: 'revised' }),
      bidRecord(2, { needs_reconfirmation: true }),
      bidRecord(3, { state: 'withdrawn' }),
      bidRecord(4, { state: 'started' }),
      bidRecord(5, { needs_reconfirmation: false }),
      bidRecord(6, { state: 'revised', needs_reconfirmation: true }),
    ];
    expect(liveBids(bids).map((bid) => bid.contractor_id)).toEqual([101, 105]);
    expect(isSubmitted(undefined)).toBe(false);
  });
});

describe('the technical result', () => {
  it('is not published before the opening, nor while a bid waits for its decision', () => {
    expect(technicalResult([bidRecord(1), bidRecord(2)])).toBeNull();
    expect(technicalResult([opened(1, { evaluation: decision(true) }), opened(2)])).toBeNull();
  });

  it('lists every opened live bid with its decision and reason code, never the note', () => {
    const result = technicalResult([
      opened(1, { evaluation: decision(true, { decided_at: '2026-03-01T11:00:00.000Z' }) }),
      opened(2, { evaluation: decision(false, { decided_at: '2026-03-01T12:00:00.000Z' }) }),
      bidRecord(3, { state: 'withdrawn' }),
    ]);
    expect(result).toEqual({
      published_at: '2026-03-01T12:00:00.000Z',
      bids: [
        { bid_id: 'BID-7-000001', bidder_name: 'Bidder 1', qualified: true, reason_code: null },
        { bid_id: 'BID-7-000002', bidder_name: 'Bidder 2', qualified: false, reason_code: 'experience' },
      ],
    });
    expect(JSON.stringify(result)).not.toContain('similar works');
  });

  it('follows a decision reversed on a representation, published at its answer', () => {
    const reversed = opened(2, {
      evaluation: decision(true, { decided_at: '2026-03-02T09:00:00.000Z' }),
      representation: {
        id: 4,
        text: 'We attach the second completion certificate.',
        document: null,
        sent_at: '2026-03-01T15:00:00.000Z',
        answer: 'Accepted: the certificate shows a similar work.',
        decision: 'reversed',
        answered_at: '2026-03-02T09:00:00.000Z',
        answered_by: 1,
      },
    });
    const bids = [opened(1, { evaluation: decision(true) }), reversed];
    expect(technicalResult(bids)).toMatchObject({
      published_at: '2026-03-02T09:00:00.000Z',
      bids: [{ qualified: true }, { bid_id: 'BID-7-000002', qualified: true, reason_code: null }],
    });
    expect(qualifiedBids(bids).map((bid) => bid.bid_reference)).toEqual(['BID-7-000001', 'BID-7-000002']);
  });

  it('opens the financial covers of qualified live bids only', () => {
    const bids = [
      opened(1, { evaluation: decision(true) }),
      opened(2, { evaluation: decision(false) }),
      opened(3),
      bidRecord(4, { state: 'started' }),
      opened(5, { state: 'revised', evaluation: decision(true) }),
    ];
    expect(liveBids(bids).map((bid) => bid.contractor_id)).toEqual([101, 102, 103, 105]);
    expect(qualifiedBids(bids).map((bid) => bid.contractor_id)).toEqual([101, 105]);
  });
});

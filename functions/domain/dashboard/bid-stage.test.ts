import { describe, expect, it } from 'vitest';
import type { DashboardBid } from '../../data/dashboard-figures-repository';
import { bidCounters, bidStage } from './bid-stage';

const NOW = new Date('2026-03-10T10:00:00.000Z');
const opened = { technical: { opened_at: '2026-03-01T10:00:00.000Z' } };

const decision = (qualified: boolean, until: string | null = null) => ({
  qualified,
  reason_code: qualified ? null : ('experience' as const),
  clause: qualified ? null : '4.2',
  note: qualified ? null : 'One similar work only.',
  decided_at: '2026-03-02T10:00:00.000Z',
  decided_by: 1,
  decided_by_name: 'Evaluator',
  representation_until: until,
});

const representation = (answeredAt: string | null) => ({
  id: 1,
  text: 'We have a second similar work.',
  document: null,
  sent_at: '2026-03-03T10:00:00.000Z',
  answer: answeredAt ? 'Upheld.' : null,
  decision: answeredAt ? ('upheld' as const) : null,
  answered_at: answeredAt,
  answered_by: answeredAt ? 1 : null,
});

const bid = (changes: Partial<DashboardBid> = {}): DashboardBid => ({
  tender_id: 1,
  contractor_id: 2,
  bid_reference: 'BID-1-000001',
  state: 'submitted',
  ...changes,
});

const onClosed = (changes: Partial<DashboardBid> = {}) => ({ bid: bid(changes), tenderStatus: 'closed' });

describe('bidStage', () => {
  it('follows a bid on a closed tender from sealed to qualified', () => {
    expect(bidStage(onClosed(), NOW)).toBe('sealed');
    expect(bidStage(onClosed({ opening: opened }), NOW)).toBe('in_evaluation');
    expect(bidStage(onClosed({ opening: opened, evaluation: decision(true) }), NOW)).toBe('qualified');
  });

  it('a bid not qualified is in representation while its window is open or its representation unanswered', () => {
    const open = decision(false, '2026-03-11T10:00:00.000Z');
    const past = decision(false, '2026-03-09T10:00:00.000Z');
    expect(bidStage(onClosed({ opening: opened, evaluation: open }), NOW)).toBe('in_representation');
    expect(bidStage(onClosed({ opening: opened, evaluation: past }), NOW)).toBeNull();
    expect(bidStage(onClosed({ opening: opened, evaluation: past, representation: representation(null) }), NOW)).toBe(
      'in_representation',
    );
    expect(
      bidStage(
        onClosed({ opening: opened, evaluation: past, representation: representation('2026-03-04T10:00:00.000Z') }),
        NOW,
      ),
    ).toBeNull();
  });

  it('leaves out bids not live and bids on tenders not under evaluation', () => {
    expect(bidStage(onClosed({ state: 'withdrawn' }), NOW)).toBeNull();
    expect(bidStage(onClosed({ state: 'started' }), NOW)).toBeNull();
    expect(bidStage(onClosed({ state: 'revised' }), NOW)).toBe('sealed');
    // Flagged for re-confirmation by a corrigendum and not submitted again: never opened, not counted.
    expect(bidStage(onClosed({ needs_reconfirmation: true }), NOW)).toBeNull();
    expect(bidStage(onClosed({ state: 'revised', needs_reconfirmation: true }), NOW)).toBeNull();
    expect(bidStage(onClosed({ needs_reconfirmation: false }), NOW)).toBe('sealed');
    for (const status of ['active', 'awarded', 'unsuccessful', 'cancelled']) {
      expect(
        bidStage({ bid: bid({ opening: opened, evaluation: decision(true) }), tenderStatus: status }, NOW),
      ).toBeNull();
    }
  });
});

describe('bidCounters', () => {
  it('pending to award = qualified; under discussion = in evaluation or in representation', () => {
    const bids = [
      onClosed(),
      onClosed({ opening: opened }),
      onClosed({ opening: opened, evaluation: decision(true) }),
      onClosed({ opening: opened, evaluation: decision(true) }),
      onClosed({ opening: opened, evaluation: decision(false, '2026-03-11T10:00:00.000Z') }),
      onClosed({ opening: opened, evaluation: decision(false, '2026-03-01T10:00:00.000Z') }),
      { bid: bid({ opening: opened, evaluation: decision(true) }), tenderStatus: 'awarded' },
    ];
    expect(bidCounters(bids, NOW)).toEqual({ pendingToAward: 2, underDiscussion: 2 });
    expect(bidCounters([], NOW)).toEqual({ pendingToAward: 0, underDiscussion: 0 });
  });
});

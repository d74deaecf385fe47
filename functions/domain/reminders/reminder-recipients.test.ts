import { describe, expect, it } from 'vitest';
import type { BidRecord } from '../../data/bids-repository';
import { reminderRecipients } from './reminder-recipients';

const bid = (contractorId: number, changes: Partial<BidRecord>): BidRecord =>
  ({ tender_id: 1, contractor_id: contractorId, state: 'started', submission: 0, ...changes }) as BidRecord;

describe('who is reminded of a bid deadline', () => {
  it('is every follower and every draft or flagged bidder, never a bid submitted and not flagged', () => {
    const bids = [
      bid(10, { state: 'started' }),
      bid(11, { state: 'submitted', submission: 1 }),
      bid(12, { state: 'revised', submission: 2, needs_reconfirmation: true }),
      bid(13, { state: 'withdrawn', submission: 1 }),
      bid(14, { state: 'withdrawn', submission: 1, needs_reconfirmation: true }),
    ];
    // 11 follows too (a bidder's auto-follow): its valid submission still wins. 13 withdrew but follows.
    expect(reminderRecipients([1, 11, 13], bids).sort((a, b) => a - b)).toEqual([1, 10, 12, 13]);
    expect(reminderRecipients([], [])).toEqual([]);
  });
});

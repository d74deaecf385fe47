import type { BidRecord } from '../../data/bids-repository';

// No reminder for a bid already submitted and unaffected by corrigenda. A bidder follows
// its tender by itself, so its valid submission must win over its follow; a bid a material
// corrigendum flagged (needs_reconfirmation) counts as not submitted until submitted again.

const submittedAndCurrent = (bid: BidRecord) =>
  (bid.state === 'submitted' || bid.state === 'revised') && bid.needs_reconfirmation !== true;

/** Who is reminded of this tender: followers and draft or flagged bidders, never a valid submitted bid. */
export function reminderRecipients(followerIds: readonly number[], bids: readonly BidRecord[]): number[] {
  const bidOf = new Map(bids.map((bid) => [bid.contractor_id, bid]));
  const drafts = bids
    .filter((bid) => bid.state === 'started' || (bid.needs_reconfirmation === true && bid.state !== 'withdrawn'))
    .map((bid) => bid.contractor_id);
  return [...new Set([...followerIds, ...drafts])].filter((id) => {
    const bid = bidOf.get(id);
    return !bid || !submittedAndCurrent(bid);
  });
}

import type { BidRecord } from '../../data/bids-repository';
import { awaitsReconfirmation, countsNow } from '../market/bid-states';

// No reminder for a bid already submitted and unaffected by corrigenda. A bidder follows
// its tender by itself, so its valid submission must win over its follow; a bid a material
// corrigendum flagged (needs_reconfirmation) counts as not submitted until submitted again.

/** Who is reminded of this tender: followers and draft or flagged bidders, never a valid submitted bid. */
export function reminderRecipients(followerIds: readonly number[], bids: readonly BidRecord[]): number[] {
  const bidOf = new Map(bids.map((bid) => [bid.contractor_id, bid]));
  const drafts = bids
    .filter((bid) => bid.state === 'started' || awaitsReconfirmation(bid))
    .map((bid) => bid.contractor_id);
  return [...new Set([...followerIds, ...drafts])].filter((id) => {
    const bid = bidOf.get(id);
    return !bid || !countsNow(bid);
  });
}

// The comparative statement, the award of contract and the unsuccessful end of a tender: what the organisation, the Admin, bidders and visitors read. `{…}` parts are filled by
// the server.

export const awardMessages = {
  notAllowed: 'Only the tender’s organisation or an Admin can award it or declare it unsuccessful.',
  notOpened:
    'The financial covers are not opened yet: the comparative statement and the award follow the financial opening.',
  notPublished:
    'The comparative statement is published to the bidders after the financial opening, and to everyone once the tender is awarded.',
  format: 'format must be json, xlsx or pdf.',
  bidId: 'Choose a bid of this tender whose financial cover was opened and ranked.',
  reason: 'Give the reason for awarding to a bidder other than L1 (1 to 1000 characters).',
  reasonTooLong: 'The reason must be at most 1000 characters.',
  unsuccessfulReason: 'Give the reason the tender ends without an award (1 to 1000 characters).',
  decided: 'This tender is already awarded or declared unsuccessful.',
  notUnsuccessful: 'A tender can be declared unsuccessful only after its bid submission ends.',
  awarded: (tenderUid: string, winner: string) =>
    `Tender ${tenderUid} is awarded to ${winner}. The bidders have been told.`,
  unsuccessful: (tenderUid: string) => `Tender ${tenderUid} is declared unsuccessful. It can be re-tendered.`,
} as const;

/** A rank as people write it: 1 -> 'L1'. */
export const rankLabel = (rank: number) => `L${rank}`;

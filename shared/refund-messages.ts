// EMD refunds: what the Admin's release and My Bids say. A module of its own, so only
// the pages that show a refund carry them.

export const refundMessages = {
  contractorId: 'Choose the contractor whose EMD is released.',
  /** The Admin released the winner's EMD: the refund job sends it to Razorpay. */
  released: 'The EMD is released. It is refunded to the card or account it was paid from within minutes.',
  nothingHeld: 'No EMD of this contractor is held on this tender.',
} as const;

/** How My Bids names each state of an EMD refund (processed with its date: `refundedOn`). */
export const emdRefundStateLabels = {
  held: 'Held until the consultancy releases it (you won this tender)',
  due: 'Being refunded',
  pending: 'Being refunded',
  processed: 'Refunded',
  failed: 'The refund failed; it is tried again automatically',
} as const;

export const refundedOn = (date: string) => `Refunded on ${date}`;

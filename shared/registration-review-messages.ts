// What a registrant is told of the consultancy's review of its registration:
// the state on the dashboard and the profile page, the mails of a decision, and the answers of
// POST /profile/review_request. A module of its own, so only the screens that show it carry it.

export const registrationReviewMessages = {
  pendingTitle: 'Your registration is under review',
  /** Contractors: approval is what allows bidding (functions/domain/market/bid-eligibility.ts). */
  pendingBidder: 'The consultancy is reviewing your registration; you can bid once it is approved.',
  pendingOther: 'The consultancy is reviewing your registration; you will be told by mail once it is decided.',
  approvedTitle: 'Your registration is approved',
  approvedBidder: 'The consultancy has approved your registration: you can bid on active tenders.',
  approvedOther: 'The consultancy has approved your registration.',
  rejectedTitle: 'Your registration was not approved',
  rejectedNext:
    'Correct your company profile as the remark asks (save each tab you change), then ask the consultancy to review it again.',
  remarkHeading: 'The consultancy’s remark',
  previousRemarkHeading: 'The remark of the last review',
  reviewedOn: (when: string) => `Reviewed on ${when}.`,
  requestedOn: (when: string) => `You asked for a new review on ${when}.`,
  correctProfile: 'Correct your profile',
  requestReview: 'Ask for review again',
  requestReviewFailed: 'Your request could not be sent. Please try again.',
  reviewRequested: 'Your registration is back with the consultancy for review.',
  notRejected: 'Only a registration that was not approved can be sent for review again.',
  noRegistration: 'This account has no registration to review.',
  registrantsOnly: 'Only a registered contractor, organisation or builder can ask for a review.',
} as const;

/** The subjects of the decision mails (tests read them back from the mailbox). */
export const registrationReviewSubjects = {
  approved: 'Your registration is approved',
  rejected: 'Your registration was not approved',
} as const;

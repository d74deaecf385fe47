// What admins, organisations, bidders and the public read about corrigenda. The
// server (zod, domain) and the forms take them from here.
import { unsafeTextMessage } from './rules';

export const CORRIGENDUM_LIMITS = {
  reason: { min: 10, max: 1000 },
  remark: { min: 5, max: 1000 },
} as const;

export const corrigendumMessages = {
  reason: 'Please give the reason for this corrigendum.',
  reasonTooShort: `The reason must be at least ${CORRIGENDUM_LIMITS.reason.min} characters long.`,
  reasonTooLong: `The reason can be at most ${CORRIGENDUM_LIMITS.reason.max} characters long.`,
  reasonUnsafe: unsafeTextMessage('Reason'),
  remark: 'Please give the remark for the organisation.',
  remarkTooShort: `The remark must be at least ${CORRIGENDUM_LIMITS.remark.min} characters long.`,
  remarkTooLong: `The remark can be at most ${CORRIGENDUM_LIMITS.remark.max} characters long.`,
  remarkUnsafe: unsafeTextMessage('Remark'),
  /** A draft or a tender in review is changed freely: it has no public form to correct yet. */
  reasonOnDraft: 'A draft or a tender in review is not published yet: save it without a corrigendum reason.',
  bidChangedMeanwhile: 'A bid on this tender changed while the corrigendum was being saved. Please save it again.',
  nothingChanged: 'Nothing in the tender was changed, so there is no corrigendum to publish.',
  notActive:
    'Only a tender open for bids can be corrected. A closed, awarded or cancelled tender takes no corrigendum.',
  openingEarlier: (sealedUntil: string) =>
    `The bid opening date cannot move earlier than ${sealedUntil}: the bids are sealed until then. A later date is allowed.`,
  oneThird: (earliestEnd: string) =>
    `After a change to the work items, the EMD or the bid submission dates, at least a third of the original bid submission period must remain for bidders. Extend the bid submission end date to ${earliestEnd} or later.`,
  published: (number: number) =>
    `Corrigendum ${number} is published on the tender page; followers and bidders will be mailed the changes.`,
  proposed: 'Your corrigendum was sent to the consultancy for approval.',
  proposalPending: 'A corrigendum of this tender is already waiting for approval. Wait for its answer first.',
  noProposal: 'This tender has no corrigendum waiting for approval.',
  notYourTender: 'Only the organisation that owns this tender can propose a corrigendum of it.',
  approved: (number: number) => `The proposal is published as corrigendum ${number}.`,
  rejected: 'The proposal was rejected and the organisation was told why.',
  rejectedMailSubject: (tenderUid: string) => `Your corrigendum of ${tenderUid} was not approved`,
  noCorrigenda: 'This tender has had no corrigendum.',
  needsReconfirmation: (number: number) =>
    `Needs re-confirmation since corrigendum ${number}: submit your bid again before the deadline, or it will not count.`,
} as const;

import { registrationReviewSubjects as subjects } from '@tender/shared/registration-review-messages';
import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';

// The mails of the consultancy's decision on a registration, plain text and
// HTML: the remark as the Admin wrote it, what it means, and the registrant's dashboard, where the
// state stays shown (and a rejected registrant corrects its profile and asks for a new review).

export type ReviewDecisionMailInput = {
  to: string;
  name: string;
  decision: 'approved' | 'rejected';
  remark: string;
  /** Contractors bid once approved; other registrants are told the decision only. */
  bidder: boolean;
  /** The registrant's dashboard, absolute. */
  link: string;
};

function approvedParagraphs(input: ReviewDecisionMailInput) {
  return [
    `Hello ${input.name},`,
    'The consultancy has reviewed your registration and approved it, with this remark:',
    { quote: input.remark },
    input.bidder ? 'You can now bid on the active tenders.' : 'Your account is ready to use.',
  ];
}

function rejectedParagraphs(input: ReviewDecisionMailInput) {
  return [
    `Hello ${input.name},`,
    'The consultancy has reviewed your registration and did not approve it, with this remark:',
    { quote: input.remark },
    'Please correct your company profile as the remark asks, then ask for a new review from your dashboard.',
  ];
}

export function reviewDecisionMail(input: ReviewDecisionMailInput): Mail {
  const approved = input.decision === 'approved';
  return linkMail({
    to: input.to,
    subject: subjects[input.decision],
    paragraphs: approved ? approvedParagraphs(input) : rejectedParagraphs(input),
    link: { href: input.link, label: 'Open your dashboard' },
  });
}

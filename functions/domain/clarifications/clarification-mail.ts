import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';

// The mail "clarification answered", plain text and HTML. It carries the question and
// its answer as the tender page publishes them, and never who asked: it goes to every asker and
// every bidder of the tender alike.

export type ClarificationMailInput = {
  to: string;
  name: string;
  tender: { tender_uid: string; project_name: string };
  question: string;
  answer: string;
  /** The tender page, absolute. */
  link: string;
};

export const clarificationMailSubject = (tenderUid: string) => `Clarification answered: tender ${tenderUid}`;

export function clarificationAnsweredMail(input: ClarificationMailInput): Mail {
  return linkMail({
    to: input.to,
    subject: clarificationMailSubject(input.tender.tender_uid),
    paragraphs: [
      `Hello ${input.name},`,
      `A question on tender ${input.tender.tender_uid} (${input.tender.project_name}) has been answered. The answer is now published on the tender page.`,
      { heading: 'Question', quote: input.question },
      { heading: 'Answer', quote: input.answer },
    ],
    link: { href: input.link, label: 'View the tender' },
    after: 'You receive this mail because you asked a question on this tender or have started a bid on it.',
  });
}

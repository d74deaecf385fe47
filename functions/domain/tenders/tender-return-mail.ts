import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';

// The mail "tender returned by the consultancy", plain text and HTML: the remark as
// the Admin wrote it, and the organisation's own page of the tender, where it edits and sends it again.

export type TenderReturnedMailInput = {
  to: string;
  name: string;
  tender: { tender_uid: string; project_name: string };
  remark: string;
  /** The organisation's page of the tender (My Tenders), absolute. */
  link: string;
};

export const tenderReturnedSubject = (tenderUid: string) => `Tender ${tenderUid} returned for changes`;

export function tenderReturnedMail(input: TenderReturnedMailInput): Mail {
  return linkMail({
    to: input.to,
    subject: tenderReturnedSubject(input.tender.tender_uid),
    paragraphs: [
      `Hello ${input.name},`,
      `The consultancy has reviewed tender ${input.tender.tender_uid} (${input.tender.project_name}) and returned it to you as a draft with this remark:`,
      { quote: input.remark },
      'Please make the changes in My Tenders and send the tender for review again.',
    ],
    link: { href: input.link, label: 'Open the tender' },
  });
}

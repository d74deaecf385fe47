import { formatIstDateTime } from '@tender/shared/format';
import type { ContactBody } from '@tender/shared/schemas/contacts';
import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';

// The two mails of an enquiry from the contact form, plain text and HTML
// (functions/domain/mail/mail-layout.ts): the office gets the enquiry as typed with a link to it in
// the admin area; the visitor gets an acknowledgement with the reference to quote.

export type Enquiry = ContactBody & { reference: string; created_at: string };

/** A typed subject on one line: a mail's subject header carries no line breaks. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const officeEnquirySubject = (enquiry: Pick<Enquiry, 'reference' | 'subject'>) =>
  `New enquiry ${enquiry.reference}: ${oneLine(enquiry.subject)}`;

export const enquiryAcknowledgementSubject = (reference: string) => `We received your enquiry (${reference})`;

export function officeEnquiryMail(input: { to: string; enquiry: Enquiry; adminLink: string }): Mail {
  const { enquiry } = input;
  return linkMail({
    to: input.to,
    subject: officeEnquirySubject(enquiry),
    title: `New enquiry ${enquiry.reference}`,
    paragraphs: [
      `An enquiry came in through the contact form on ${formatIstDateTime(enquiry.created_at)}.`,
      `Name: ${enquiry.name}`,
      `Email: ${enquiry.email}`,
      `Phone: ${enquiry.phone}`,
      { heading: 'Subject', quote: enquiry.subject },
      { heading: 'Message', quote: enquiry.message },
      `Quote ${enquiry.reference} when you reply: the visitor has it in their acknowledgement.`,
    ],
    link: { href: input.adminLink, label: 'Open the enquiry' },
    after: 'You receive this mail because this is the office address of the site.',
  });
}

/**
 * The visitor's acknowledgement. The address it goes to is whatever the form was given, unverified,
 * so the mail repeats nothing the visitor typed: otherwise anyone could send their own text from
 * the consultancy's domain to any address through the form.
 */
export function enquiryAcknowledgementMail(input: { to: string; reference: string; contactLink: string }): Mail {
  return linkMail({
    to: input.to,
    subject: enquiryAcknowledgementSubject(input.reference),
    title: 'We received your enquiry',
    paragraphs: [
      'Hello,',
      'Thank you for writing to us. Your enquiry has reached our office and we will contact you soon.',
      `Your reference number: ${input.reference}`,
      'Please quote it if you write or call about this enquiry.',
    ],
    link: { href: input.contactLink, label: 'Contact us' },
    after: 'If you did not send an enquiry through our contact form, ignore this mail.',
  });
}

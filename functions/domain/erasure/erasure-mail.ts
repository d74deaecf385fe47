import { erasureMailSubject } from '@tender/shared/erasure-messages';
import { paths } from '@tender/shared/site-paths';
import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';
import { siteLink } from '../mail/site-url';

// The mail that the erasure is done, to the address the account had: what went, what
// the law keeps and why. It names nothing of the account beyond the greeting.

export function erasureDoneMail(input: { to: string; name: string; retainedCount: number }): Mail {
  const kept =
    input.retainedCount > 0
      ? 'Your payment records and GST tax invoices are kept for 8 years, as GST law requires, and then deleted. Bids you submitted stay part of their tenders’ records.'
      : 'Bids you submitted, if any, stay part of their tenders’ records.';
  return linkMail({
    to: input.to,
    subject: erasureMailSubject,
    paragraphs: [
      `Hello ${input.name},`,
      'As you asked, the consultancy has erased your account: your login, company profile, documents and uploaded files have been removed, and you can no longer log in.',
      kept,
      'If you did not ask for this, please contact us.',
    ],
    link: { href: siteLink(paths.contactUs), label: 'Contact us' },
  });
}

import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { paths, sitePath } from '@tender/shared/site-paths';
import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';
import { siteLink } from '../mail/site-url';
import type { SignedReceipt } from './receipt';

// The bidder's mails: submitted and revised (each with its receipt), withdrawn, and
// the tender's close with the register's root. A mail that fails is logged, never undoes the bid.

type Tender = { id: number; tender_uid: string; project_name: string };

function receiptLines(receipt: SignedReceipt, salt?: string): string[] {
  return [
    `Bid reference: ${receipt.bid_reference}`,
    `Tender id: ${receipt.tender_id}`,
    `Submitted at (server time): ${receipt.submitted_at} (${formatIstDateTimeSeconds(receipt.submitted_at)})`,
    `Digest (SHA-256): ${receipt.digest}`,
    `Signature: ${receipt.signature}`,
    ...(salt ? [`Digest salt: ${salt}`] : []),
  ];
}

export function bidSubmittedMail(input: {
  to: string;
  name: string;
  tender: Tender;
  receipt: SignedReceipt;
  salt: string;
  revised: boolean;
}): Mail {
  const what = input.revised ? 'revised' : 'submitted';
  return linkMail({
    to: input.to,
    subject: `Bid ${what}: ${input.tender.tender_uid} (${input.receipt.bid_reference})`,
    paragraphs: [
      `Hello ${input.name},`,
      `Your bid on tender ${input.tender.tender_uid} (${input.tender.project_name}) is ${what} and sealed.` +
        (input.revised ? ' Only this latest submission counts.' : ''),
      'Your receipt, signed by the marketplace:',
      ...receiptLines(input.receipt, input.salt),
      'Nobody, the consultancy included, can read the bid before the opening. Anyone can check this receipt on the site.',
    ],
    link: { href: siteLink(paths.verifyReceipt), label: 'Check a receipt' },
    after: 'Keep this mail: the receipt and the salt let you prove what you submitted.',
  });
}

export function bidWithdrawnMail(input: {
  to: string;
  name: string;
  tender: Tender;
  bidReference: string;
  at: string;
}): Mail {
  return linkMail({
    to: input.to,
    subject: `Bid withdrawn: ${input.tender.tender_uid} (${input.bidReference})`,
    paragraphs: [
      `Hello ${input.name},`,
      `Your bid ${input.bidReference} on tender ${input.tender.tender_uid} (${input.tender.project_name}) was withdrawn at ${formatIstDateTimeSeconds(input.at)} (server time).`,
      'Its sealed covers are deleted. You can submit a new bid until the deadline.',
    ],
    link: { href: siteLink(paths.myBids), label: 'My Bids' },
    after: 'If you did not withdraw this bid, change your password and contact the consultancy at once.',
  });
}

export function tenderClosedMail(input: {
  to: string;
  name: string;
  tender: Tender;
  digest: string | null;
  root: string;
  count: number;
}): Mail {
  return linkMail({
    to: input.to,
    subject: `Tender closed: ${input.tender.tender_uid}, register of sealed bids published`,
    paragraphs: [
      `Hello ${input.name},`,
      `Tender ${input.tender.tender_uid} (${input.tender.project_name}) is closed for bids with ${input.count} sealed bid${input.count === 1 ? '' : 's'}. Its register of sealed bids is published on the tender page.`,
      ...(input.digest ? [`Your bid's receipt digest in the register: ${input.digest}`] : []),
      `The register's root (a hash chain over every digest): ${input.root}`,
      'The bids stay sealed until the opening.',
    ],
    link: { href: siteLink(sitePath(paths.tender, { id: input.tender.id })), label: 'See the register' },
    after: 'You receive this mail because you bid on this tender.',
  });
}

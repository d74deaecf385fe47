import { formatIstDateTimeSeconds } from '@tender/shared/format';
import type { CoverOpening } from '@tender/shared/schemas/opening';
import { paths, sitePath } from '@tender/shared/site-paths';
import type { TenderRecord } from '../../data/tenders-repository';
import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';
import { siteLink } from '../mail/site-url';

// The mail every bidder gets when a cover is opened: the record as published, with
// each bid's digest and whether it matched, so a bidder checks its own line against its receipt.

const FLAG_TEXT = {
  cover_unreadable: 'the cover could not be opened',
  digest_mismatch: 'the digest does not match the receipt',
  not_in_register: 'the digest is not in the register',
} as const;

export function openingRecordMail(input: {
  to: string;
  name: string;
  tender: Pick<TenderRecord, 'id' | 'tender_uid' | 'project_name'>;
  record: CoverOpening;
  ownBidId: string | null;
}): Mail {
  const { record, tender } = input;
  const lines = record.bids.map(
    (line) =>
      `${line.bid_id} (${line.bidder_name}): covers received ${line.covers_received.join(' and ') || 'none'}; ` +
      `digest ${line.digest}; digest match ${line.digest_match ? 'yes' : 'no'}` +
      (line.flag ? `; flagged: ${FLAG_TEXT[line.flag]}` : '') +
      (line.bid_id === input.ownBidId ? ' (your bid)' : ''),
  );
  const confirmedBy = record.confirmations.map((confirmation) => confirmation.name).join(' and ');
  return linkMail({
    to: input.to,
    subject: `Bids opened: ${tender.tender_uid}, ${record.cover} covers`,
    paragraphs: [
      `Hello ${input.name},`,
      `The ${record.cover} covers of tender ${tender.tender_uid} (${tender.project_name}) were opened at ` +
        `${formatIstDateTimeSeconds(record.opened_at ?? '')} (server time), confirmed by ${confirmedBy}.`,
      { heading: 'The opening record', quote: lines.join('\n') || 'No bid was opened.' },
      'Compare your line with the digest on your receipt: they must be the same.',
    ],
    link: { href: siteLink(sitePath(paths.tender, { id: tender.id })), label: 'See the opening record' },
    after: 'You receive this mail because you bid on this tender.',
  });
}

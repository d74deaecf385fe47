import { formatIstDateTime, formatQualifierRange } from '@tender/shared/format';
import { savedSearchMessages as m } from '@tender/shared/saved-search-messages';
import { paths, sitePath } from '@tender/shared/site-paths';
import type { PublicTenderRecord } from '../../data/tenders-repository';
import type { Mail, MailHeader } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';
import { siteLink } from '../mail/site-url';

// The mails of saved searches: each says which search matched, shows a visible
// unsubscribe link, and carries RFC 8058's List-Unsubscribe and List-Unsubscribe-Post headers, so
// mail clients offer their own one-click unsubscribe.

export type UnsubscribeLinks = { page: string; oneClick: string };

const tenderLink = (tender: PublicTenderRecord) => siteLink(sitePath(paths.tender, { id: tender.id }));

function unsubscribeHeaders(links: UnsubscribeLinks): MailHeader[] {
  return [
    { name: 'List-Unsubscribe', value: `<${links.oneClick}>` },
    { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
  ];
}

function tenderLine(tender: PublicTenderRecord): string {
  return `${tender.tender_uid}: ${tender.project_name}. ${tender.location}; value ${formatQualifierRange(tender.remarks)}; bids until ${formatIstDateTime(tender.bid_submission_end_date)}.`;
}

/** The instant alert of one tender that matched one search. */
export function alertMail(to: string, searchName: string, tender: PublicTenderRecord, links: UnsubscribeLinks): Mail {
  return {
    ...linkMail({
      to,
      subject: m.alertSubject(tender.project_name),
      paragraphs: [`A new tender matches your saved search “${searchName}”.`, tenderLine(tender)],
      link: { href: tenderLink(tender), label: 'View the tender' },
      after: `${m.whyYouGotThis(searchName)} ${m.unsubscribeLine(links.page)}`,
    }),
    headers: unsubscribeHeaders(links),
  };
}

/** The daily digest of an account: every tender that matched one of its digest searches, once. */
export function digestMail(
  to: string,
  searchNames: readonly string[],
  tenders: readonly PublicTenderRecord[],
  links: UnsubscribeLinks,
): Mail {
  return {
    ...linkMail({
      to,
      subject: m.digestSubject(tenders.length),
      paragraphs: [
        'These tenders were published since your last digest and match your saved searches:',
        ...tenders.map((tender) => `${tenderLine(tender)} ${tenderLink(tender)}`),
      ],
      link: { href: siteLink(paths.activeTenders), label: 'See all active tenders' },
      after: `${m.whyYouGotDigest(searchNames)} ${m.unsubscribeLine(links.page)}`,
    }),
    headers: unsubscribeHeaders(links),
  };
}

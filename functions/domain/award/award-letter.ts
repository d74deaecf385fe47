import { formatIstDate, formatIstDateTimeSeconds } from '@tender/shared/format';
import { formatPaise, paiseInWords } from '@tender/shared/money';
import type { AwardOfContract } from '@tender/shared/schemas/award';
import type { TenderRecord } from '../../data/tenders-repository';
import type { MailAttachment } from '../../platform/mail';
import { plainPdf } from '../documents/plain-pdf';

// The award letter: the winner's copy of the award of contract, as a PDF attached
// to its mail. Everything in it is what the published award says.

type LetterTender = Pick<TenderRecord, 'tender_uid' | 'project_name' | 'organization_name' | 'location'>;

export function awardLetterPdf(tender: LetterTender, award: AwardOfContract): Uint8Array {
  const amount = BigInt(award.amount_paise);
  return plainPdf(`Award of contract ${award.tender_uid}`, [
    { text: 'Letter of award', size: 18, font: 'bold' },
    { text: `Date: ${formatIstDate(award.awarded_at)}`, gapBefore: 8 },
    { text: `To: ${award.winner_name}`, gapBefore: 8 },
    {
      text: `Subject: award of contract for ${tender.project_name} (tender ${award.tender_uid})`,
      font: 'bold',
      gapBefore: 8,
    },
    {
      text:
        `${tender.organization_name} awards the contract for ${tender.project_name}, ${tender.location}, to ` +
        `${award.winner_name} on its bid ${award.bid_id}, for ${formatPaise(amount)} (${paiseInWords(amount)}).`,
      gapBefore: 8,
    },
    {
      text: `The bid ranked ${award.rank} in the comparative statement of the ${award.bids_received} bids received.`,
    },
    ...(award.reason ? [{ text: `Reason for the choice: ${award.reason}` }] : []),
    { text: `Awarded at ${formatIstDateTimeSeconds(award.awarded_at)} (server time).`, gapBefore: 8 },
    { text: `For ${tender.organization_name}`, gapBefore: 16 },
  ]);
}

export const awardLetterFile = (tender: LetterTender, award: AwardOfContract): MailAttachment => ({
  fileName: `award-letter-${award.tender_uid.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
  contentType: 'application/pdf',
  content: awardLetterPdf(tender, award),
});

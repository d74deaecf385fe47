import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { formatPaise } from '@tender/shared/money';
import { reasonLabels } from '@tender/shared/opening-messages';
import type { AwardOfContract } from '@tender/shared/schemas/award';
import { paths, sitePath } from '@tender/shared/site-paths';
import type { EvaluationRecord } from '../../data/bids-repository';
import type { TenderRecord } from '../../data/tenders-repository';
import type { Mail, MailAttachment } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';
import { siteLink } from '../mail/site-url';

// The mails of an award: the winner gets the award letter (PDF attached), every
// other bidder a regret mail saying where its bid stood: its rank, or why it was not qualified.

type Tender = Pick<TenderRecord, 'id' | 'tender_uid' | 'project_name'>;

const tenderLink = (tender: Tender) => ({
  href: siteLink(sitePath(paths.tender, { id: tender.id })),
  label: 'See the award of contract',
});

export const awardMailSubject = (tenderUid: string) => `Award of contract: ${tenderUid} is awarded to you`;
export const regretMailSubject = (tenderUid: string) => `Result of tender ${tenderUid}`;

export function awardLetterMail(input: {
  to: string;
  name: string;
  tender: Tender;
  award: AwardOfContract;
  letter: MailAttachment;
}): Mail {
  const { award, tender } = input;
  return {
    ...linkMail({
      to: input.to,
      subject: awardMailSubject(tender.tender_uid),
      paragraphs: [
        `Hello ${input.name},`,
        `Tender ${tender.tender_uid} (${tender.project_name}) is awarded to your bid ${award.bid_id} (${award.rank}) ` +
          `for ${formatPaise(BigInt(award.amount_paise))}, at ${formatIstDateTimeSeconds(award.awarded_at)} (server time).`,
        `The award letter is attached (${input.letter.fileName}).`,
      ],
      link: tenderLink(tender),
      after: 'You receive this mail because you bid on this tender.',
    }),
    attachments: [input.letter],
  };
}

/** Where a bid that did not win stood. */
export type RegretStanding =
  | { kind: 'ranked'; rank: string; tie: boolean; totalPaise: string }
  | { kind: 'flagged' }
  | { kind: 'not_qualified'; evaluation: EvaluationRecord | null };

function standingParagraphs(bidReference: string, standing: RegretStanding): string[] {
  switch (standing.kind) {
    case 'ranked':
      return [
        `Your bid ${bidReference} ranked ${standing.rank}${standing.tie ? ' (tied with another bid)' : ''} in the comparative statement, ` +
          `with a total of ${formatPaise(BigInt(standing.totalPaise))}.`,
      ];
    case 'flagged':
      return [`The financial cover of your bid ${bidReference} did not match its receipt, so it was not ranked.`];
    case 'not_qualified': {
      const evaluation = standing.evaluation;
      return [
        `Your bid ${bidReference} was not technically qualified, so its financial cover was not opened.`,
        ...(evaluation?.reason_code
          ? [
              `Reason: ${reasonLabels[evaluation.reason_code]}; clause of the tender: ${evaluation.clause ?? ''}.`,
              ...(evaluation.note ? [evaluation.note] : []),
            ]
          : []),
      ];
    }
  }
}

export function regretMail(input: {
  to: string;
  name: string;
  tender: Tender;
  award: AwardOfContract;
  bidReference: string;
  standing: RegretStanding;
}): Mail {
  const { award, tender } = input;
  return linkMail({
    to: input.to,
    subject: regretMailSubject(tender.tender_uid),
    paragraphs: [
      `Hello ${input.name},`,
      `Tender ${tender.tender_uid} (${tender.project_name}) is awarded to ${award.winner_name} (${award.rank}) ` +
        `for ${formatPaise(BigInt(award.amount_paise))}. We regret that your bid was not chosen.`,
      ...standingParagraphs(input.bidReference, input.standing),
      ...(award.reason ? [`The reason given for the choice: ${award.reason}`] : []),
      'Thank you for bidding.',
    ],
    link: tenderLink(tender),
    after: 'You receive this mail because you bid on this tender.',
  });
}

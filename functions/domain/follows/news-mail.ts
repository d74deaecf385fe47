import { formatIstDateTime } from '@tender/shared/format';
import { formatPaise } from '@tender/shared/money';
import type { Mail } from '../../platform/mail';
import { linkMail, type MailParagraph } from '../mail/mail-layout';

// The followers' news mail: one short mail per event of a followed tender, saying what
// happened and linking to the tender page. Only what the tender page publishes: a corrigendum's
// diff, an answered question (never who asked), the close, an opening, the award, its end.

/** One change of a corrigendum, as the tender page shows it. */
export type NewsChange = {
  label: string;
  kind: 'changed' | 'added' | 'removed' | 'replaced';
  before: string | null;
  after: string | null;
};

export type TenderNews =
  | {
      kind: 'corrigendum';
      number: number;
      reason: string;
      changes: readonly NewsChange[];
      material: boolean;
      newBidSubmissionEnd?: string;
    }
  | { kind: 'clarification_answered'; question: string; answer: string }
  | { kind: 'close'; bidSubmissionEnd: string }
  | { kind: 'opening_done'; cover: string }
  | { kind: 'award'; winnerName: string; amountPaise: string }
  | { kind: 'unsuccessful'; reason: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'retender'; newTenderUid: string };

type NewsTender = { tender_uid: string; project_name: string };

const changeLine = (change: NewsChange): string => {
  const value = (text: string | null) => text ?? '(none)';
  if (change.kind === 'added') return `${change.label}: added ${value(change.after)}`;
  if (change.kind === 'removed') return `${change.label}: removed (was ${value(change.before)})`;
  return `${change.label}: ${value(change.before)} → ${value(change.after)}`;
};

function corrigendumParagraphs(news: Extract<TenderNews, { kind: 'corrigendum' }>): MailParagraph[] {
  return [
    { heading: 'Reason', quote: news.reason },
    ...(news.changes.length > 0 ? [{ heading: 'What changed', quote: news.changes.map(changeLine).join('\n') }] : []),
    ...(news.newBidSubmissionEnd ? [`Bids are now due by ${formatIstDateTime(news.newBidSubmissionEnd)}.`] : []),
    ...(news.material
      ? [
          'This corrigendum changes what a bid depends on: a bid submitted before it must be submitted again before the deadline, or it does not count.',
        ]
      : []),
  ];
}

/** The subject line and what the mail says of the event. */
export function newsContent(tender: NewsTender, news: TenderNews): { subject: string; paragraphs: MailParagraph[] } {
  const uid = tender.tender_uid;
  switch (news.kind) {
    case 'corrigendum':
      return { subject: `Corrigendum ${news.number} to tender ${uid}`, paragraphs: corrigendumParagraphs(news) };
    case 'clarification_answered':
      return {
        subject: `Tender ${uid}: a question has been answered`,
        paragraphs: [
          { heading: 'Question', quote: news.question },
          { heading: 'Answer', quote: news.answer },
        ],
      };
    case 'close':
      return {
        subject: `Tender ${uid} is closed for bids`,
        paragraphs: [
          `Its bid submission ended ${formatIstDateTime(news.bidSubmissionEnd)}. The register of sealed bids is published on the tender page.`,
        ],
      };
    case 'opening_done':
      return {
        subject: `Tender ${uid}: ${news.cover} covers opened`,
        paragraphs: [`The ${news.cover} covers of its bids are opened; the opening record is on the tender page.`],
      };
    case 'award':
      return {
        subject: `Tender ${uid} is awarded`,
        paragraphs: [`It is awarded to ${news.winnerName} for ${formatPaise(BigInt(news.amountPaise))}.`],
      };
    case 'unsuccessful':
      return {
        subject: `Tender ${uid} ended without an award`,
        paragraphs: [{ heading: 'Reason', quote: news.reason }],
      };
    case 'cancel':
      return { subject: `Tender ${uid} is cancelled`, paragraphs: [{ heading: 'Reason', quote: news.reason }] };
    case 'retender':
      return {
        subject: `Tender ${uid} is re-tendered as ${news.newTenderUid}`,
        paragraphs: [
          `It is re-tendered as ${news.newTenderUid}. Bids on ${uid} are not carried over: to take part, bid on the new tender. Any EMD paid on ${uid} is refunded.`,
        ],
      };
  }
}

export function tenderNewsMail(input: {
  to: string;
  name: string;
  tender: NewsTender;
  news: TenderNews;
  /** The tender page, absolute. */
  link: string;
}): Mail {
  const { subject, paragraphs } = newsContent(input.tender, input.news);
  return linkMail({
    to: input.to,
    subject,
    paragraphs: [
      `Hello ${input.name},`,
      `News of tender ${input.tender.tender_uid} (${input.tender.project_name}), which you follow:`,
      ...paragraphs,
    ],
    link: { href: input.link, label: 'View the tender' },
    after:
      'You receive this mail because you follow this tender (a bid follows it too). To stop, press Following on the tender page.',
  });
}

import { formatIstDateTimeSeconds } from '@tender/shared/format';
import { reasonLabels } from '@tender/shared/opening-messages';
import { paths, sitePath } from '@tender/shared/site-paths';
import type { EvaluationRecord, RepresentationRecord } from '../../data/bids-repository';
import type { Mail } from '../../platform/mail';
import { linkMail } from '../mail/mail-layout';
import { siteLink } from '../mail/site-url';

// The mails of the technical evaluation: the bidder hears the decision with its
// reason at once, the evaluators hear of a representation, the bidder hears the answer.

type Tender = { id: number; tender_uid: string; project_name: string };

export const evaluationMailSubject = (tenderUid: string, bidReference: string, qualified: boolean) =>
  `Technical evaluation: your bid ${bidReference} on ${tenderUid} is ${qualified ? 'qualified' : 'not qualified'}`;

function decisionParagraphs(evaluation: EvaluationRecord) {
  if (evaluation.qualified) return ['Your bid is technically qualified. Its financial cover will be opened.'];
  return [
    'Your bid is not qualified, for this reason:',
    `Reason: ${evaluation.reason_code ? reasonLabels[evaluation.reason_code] : ''}`,
    `Clause of the tender: ${evaluation.clause ?? ''}`,
    { heading: 'Note from the evaluators', quote: evaluation.note ?? '' },
    ...(evaluation.representation_until
      ? [
          `You may send one representation against this decision, with a document if you wish, until ${formatIstDateTimeSeconds(evaluation.representation_until)} (server time), from My Bids.`,
        ]
      : []),
  ];
}

export function evaluationMail(input: {
  to: string;
  name: string;
  tender: Tender;
  bidReference: string;
  evaluation: EvaluationRecord;
}): Mail {
  return linkMail({
    to: input.to,
    subject: evaluationMailSubject(input.tender.tender_uid, input.bidReference, input.evaluation.qualified),
    paragraphs: [
      `Hello ${input.name},`,
      `The evaluators of tender ${input.tender.tender_uid} (${input.tender.project_name}) have decided on the technical cover of your bid ${input.bidReference}.`,
      ...decisionParagraphs(input.evaluation),
    ],
    link: { href: siteLink(paths.myBids), label: 'My Bids' },
    after: 'You receive this mail because you bid on this tender.',
  });
}

export const representationMailSubject = (tenderUid: string, bidReference: string) =>
  `Representation received: ${tenderUid} (${bidReference})`;

export function representationMail(input: {
  to: string;
  name: string;
  tender: Tender;
  bidReference: string;
  bidderName: string;
  representation: RepresentationRecord;
}): Mail {
  const document = input.representation.document;
  return linkMail({
    to: input.to,
    subject: representationMailSubject(input.tender.tender_uid, input.bidReference),
    paragraphs: [
      `Hello ${input.name},`,
      `${input.bidderName} has sent a representation against the decision that its bid ${input.bidReference} on tender ${input.tender.tender_uid} (${input.tender.project_name}) is not qualified.`,
      { heading: 'Representation', quote: input.representation.text },
      ...(document ? [`With a document: ${document.name}.`] : []),
      'Please answer it: the financial covers cannot be opened before it is answered.',
    ],
    link: { href: siteLink(sitePath(paths.evaluation, { id: input.tender.id })), label: 'Answer the representation' },
    after: 'You receive this mail because you are an evaluator of this tender.',
  });
}

export const representationAnswerSubject = (tenderUid: string, bidReference: string) =>
  `Representation answered: ${tenderUid} (${bidReference})`;

export function representationAnsweredMail(input: {
  to: string;
  name: string;
  tender: Tender;
  bidReference: string;
  representation: RepresentationRecord;
}): Mail {
  const reversed = input.representation.decision === 'reversed';
  return linkMail({
    to: input.to,
    subject: representationAnswerSubject(input.tender.tender_uid, input.bidReference),
    paragraphs: [
      `Hello ${input.name},`,
      `The evaluators of tender ${input.tender.tender_uid} (${input.tender.project_name}) have answered your representation on bid ${input.bidReference}.`,
      reversed
        ? 'The decision is reversed: your bid is now technically qualified.'
        : 'The decision is upheld: your bid remains not qualified.',
      { heading: 'Answer', quote: input.representation.answer ?? '' },
    ],
    link: { href: siteLink(paths.myBids), label: 'My Bids' },
    after: 'You receive this mail because you sent a representation on this tender.',
  });
}

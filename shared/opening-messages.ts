// The opening of sealed bids and their technical evaluation: what openers,
// evaluators and bidders read. Server (zod) and forms (yup) take them from here. `{…}` parts are
// filled by the server.
import { unsafeTextMessage } from './rules';

export const openingMessages = {
  cover: 'cover must be technical or financial.',
  notOpener: 'Only the openers named for this tender can open its bids.',
  tooEarly: (openingAt: string, serverTime: string) =>
    `The bids of this tender can be opened from ${openingAt}. The server's time is ${serverTime}.`,
  notClosed: 'The tender has not closed yet: bids can be opened only after the bid submission ends.',
  registerPending: 'The register of sealed bids is being published. Please try again in a minute.',
  alreadyConfirmed: 'You have already confirmed this opening. A second opener must confirm it.',
  alreadyOpened: 'These covers have already been opened.',
  technicalFirst: 'Open the technical covers first.',
  evaluationPending: 'Every bid must be evaluated before the financial covers are opened.',
  representationWindow: (until: string) =>
    `A bidder may send a representation until ${until}; the financial covers can be opened after that.`,
  representationPending: 'A representation is waiting for an answer; answer it before the financial covers are opened.',
  noQualifiedBid: 'No bid is qualified: there is no financial cover to open.',
  confirmed: 'Your confirmation is recorded. The covers open when a second opener confirms.',
  opened: (cover: string, count: number) => `The ${cover} covers of ${count} bid${count === 1 ? '' : 's'} are opened.`,
  openingInterrupted: (cover: string, waiting: number) =>
    `The key service or storage did not answer for ${waiting} bid${waiting === 1 ? '' : 's'}: ${waiting === 1 ? 'its' : 'their'} ${cover} cover${waiting === 1 ? ' is' : 's are'} not opened yet and nothing is flagged. Confirm again in a minute to open the rest.`,
  openers: 'Name at least two openers among the Admins and the tender’s organisation.',
  opener: 'This account cannot open bids of this tender: choose an Admin or the tender’s organisation.',
  evaluators: 'Choose evaluators among the Admins and the tender’s organisation.',
  representationDays: 'The representation window must be a whole number of days from 1 to 30.',
} as const;

export const evaluationMessages = {
  qualified: 'Say whether the bid is qualified.',
  reasonCode: 'Choose the reason the bid is not qualified.',
  clause: 'Name the clause of the tender the bid does not meet (1 to 200 characters).',
  note: 'Explain the decision to the bidder in 1 to 2000 characters.',
  clauseUnsafe: unsafeTextMessage('Clause'),
  noteUnsafe: unsafeTextMessage('Note'),
  acceptFailedCheck:
    'This bid’s technical cover failed its check: to qualify it, confirm that the check failed and you accept the bid.',
  acceptReason: 'Say why you accept this bid although its check failed, in 10 to 1000 characters.',
  acceptReasonUnsafe: unsafeTextMessage('Reason'),
  reversalFlagged:
    'This bid’s technical cover failed its check: qualify it from its evaluation, accepting the failed check with a reason.',
  notEvaluator: 'Only the evaluators of this tender can evaluate its bids.',
  notOpened: 'The technical cover of this bid has not been opened yet.',
  evaluationClosed: 'The financial covers are opened: the technical evaluation can no longer change.',
  saved: 'The evaluation is saved and the bidder has been told.',
  representationText: 'Write your representation in 10 to 4000 characters.',
  representationUnsafe: unsafeTextMessage('Representation'),
  representationNotAllowed: 'A representation can be sent only against a decision that the bid is not qualified.',
  representationClosed: (until: string) => `The window for a representation ended at ${until}.`,
  representationSent: 'Your representation is sent to the evaluators.',
  representationExists: 'You have already sent a representation against this decision.',
  answer: 'Write the answer in 10 to 4000 characters.',
  answerUnsafe: unsafeTextMessage('Answer'),
  decision: 'decision must be upheld or reversed.',
  alreadyAnswered: 'This representation has already been answered.',
  answered: 'The answer is sent to the bidder.',
} as const;

/** Why a bid is not qualified: the short list the bidder and the public see. */
export const REASON_CODES = ['eligibility', 'experience', 'turnover', 'documents', 'emd', 'other'] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export const reasonLabels: Record<ReasonCode, string> = {
  eligibility: 'Eligibility',
  experience: 'Experience',
  turnover: 'Turnover',
  documents: 'Documents missing or invalid',
  emd: 'EMD',
  other: 'Other',
};

/** The representation window a tender gets when its publisher names none. */
export const DEFAULT_REPRESENTATION_DAYS = 3;

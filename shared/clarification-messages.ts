// What contractors, organisations and the consultancy read about pre-bid clarifications.
// Server (zod, domain) and forms (yup) take them from here.
import { unsafeTextMessage } from './rules';

export const CLARIFICATION_LIMITS = {
  question: { min: 10, max: 2000 },
  answer: { min: 10, max: 4000 },
} as const;

export const clarificationMessages = {
  question: 'Please enter your question.',
  questionTooShort: `Your question must be at least ${CLARIFICATION_LIMITS.question.min} characters long.`,
  questionTooLong: `Your question can be at most ${CLARIFICATION_LIMITS.question.max} characters long.`,
  questionUnsafe: unsafeTextMessage('Question'),
  answer: 'Please enter the answer.',
  answerTooShort: `The answer must be at least ${CLARIFICATION_LIMITS.answer.min} characters long.`,
  answerTooLong: `The answer can be at most ${CLARIFICATION_LIMITS.answer.max} characters long.`,
  answerUnsafe: unsafeTextMessage('Answer'),
  contractorsOnly: 'Only contractors can ask questions on a tender.',
  tenderNotOpen: 'Questions can only be asked on a tender that is open for bids.',
  /** The window as the site shows dates ('05 Dec 2026, 05:30 pm IST'). */
  notOpenYet: (start: string, end: string) =>
    `Questions on this tender are taken from ${start} to ${end}. The window has not opened yet.`,
  closed: (start: string, end: string) =>
    `Questions on this tender are taken from ${start} to ${end}. The window has closed.`,
  noWindow: 'This tender does not take questions.',
  asked: 'Your question has been sent. Its answer will be published on this page, without your name.',
  answered: 'The answer is published on the tender page, and everyone following the tender has been mailed.',
  alreadyAnswered: 'This question has already been answered. A published answer cannot be changed.',
  inboxForbidden: 'Only the organisation that owns this tender and the consultancy can see and answer its questions.',
  notFound: 'Question not found.',
  noAnswersYet: 'No clarifications have been published for this tender yet.',
} as const;

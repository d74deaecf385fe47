// The evaluation and representation-answer forms' yup schemas, with the server's messages
// (shared/opening-messages.ts) and rules: not qualified needs a reason, a clause and a note
// (the handler's rule); the texts' bounds are EvaluationBody's and RepresentationAnswerBody's.
import { evaluationMessages as m, REASON_CODES, type ReasonCode } from '@tender/shared/opening-messages';
import { isSafeText } from '@tender/shared/rules';
import {
  ACCEPT_REASON_LIMITS,
  REPRESENTATION_DECISIONS,
  type Evaluation,
  type EvaluationBody,
  type RepresentationAnswerBody,
} from '@tender/shared/schemas/opening';
import { boolean, object, string, type ObjectSchema } from 'yup';

export const CLAUSE_MAX = 200;
export const NOTE_MAX = 2000;
export const ANSWER_LIMITS = { min: 10, max: 4000 } as const;

export type EvaluationFormValues = {
  qualified: '' | 'yes' | 'no';
  reason_code: '' | ReasonCode;
  clause: string;
  note: string;
  /** A bid whose technical cover failed its check: the evaluator accepts it all the same, and why. */
  accept_failed_check: boolean;
  accept_reason: string;
};

const safe = (value: string | undefined) => value === undefined || isSafeText(value);

// Only a "not qualified" needs the reason fields; a qualified decision sends them empty. Qualifying a
// bid whose technical cover failed its check needs the acceptance ticked and its reason (the server's
// rule, which knows the bid: here the form is told whether it is flagged).
export const evaluationSchemaFor = (flagged: boolean) =>
  object({
    qualified: string().required(m.qualified).oneOf(['yes', 'no'], m.qualified),
    reason_code: string().when('qualified', {
      is: 'no',
      then: (schema) => schema.required(m.reasonCode).oneOf(REASON_CODES, m.reasonCode),
    }),
    clause: string().when('qualified', {
      is: 'no',
      then: (schema) =>
        schema.trim().required(m.clause).max(CLAUSE_MAX, m.clause).test('safe-text', m.clauseUnsafe, safe),
    }),
    note: string().when('qualified', {
      is: 'no',
      then: (schema) => schema.trim().required(m.note).max(NOTE_MAX, m.note).test('safe-text', m.noteUnsafe, safe),
    }),
    accept_failed_check: boolean().when('qualified', {
      is: (qualified: string) => flagged && qualified === 'yes',
      then: (schema) => schema.oneOf([true], m.acceptFailedCheck),
    }),
    accept_reason: string().when('qualified', {
      is: (qualified: string) => flagged && qualified === 'yes',
      then: (schema) =>
        schema
          .trim()
          .required(m.acceptReason)
          .min(ACCEPT_REASON_LIMITS.min, m.acceptReason)
          .max(ACCEPT_REASON_LIMITS.max, m.acceptReason)
          .test('safe-text', m.acceptReasonUnsafe, safe),
    }),
  });

/** The form of a bid that passed its checks. */
export const evaluationSchema = evaluationSchemaFor(false);

/** The form as it opens: the saved decision, if any, to change until the financial opening. */
export function evaluationFormValues(evaluation: Evaluation | null): EvaluationFormValues {
  const acceptance = evaluation?.failed_check_acceptance ?? null;
  const accepted = { accept_failed_check: Boolean(acceptance), accept_reason: acceptance?.reason ?? '' };
  if (!evaluation) return { qualified: '', reason_code: '', clause: '', note: '', ...accepted };
  return {
    qualified: evaluation.qualified ? 'yes' : 'no',
    reason_code: evaluation.reason_code ?? '',
    clause: evaluation.clause ?? '',
    note: evaluation.note ?? '',
    ...accepted,
  };
}

/**
 * The body the form sends: qualified clears the reason fields, as the server does; a flagged bid's
 * qualification carries the acceptance and its reason.
 */
export function evaluationBody(
  values: Omit<EvaluationFormValues, 'accept_failed_check' | 'accept_reason'> & Partial<EvaluationFormValues>,
  flagged = false,
): EvaluationBody {
  if (values.qualified === 'yes') {
    const body = { qualified: true, reason_code: null, clause: null, note: null };
    if (!flagged) return body;
    return {
      ...body,
      accept_failed_check: values.accept_failed_check === true,
      accept_reason: values.accept_reason?.trim() ?? '',
    };
  }
  return {
    qualified: false,
    reason_code: values.reason_code || null,
    clause: values.clause.trim(),
    note: values.note.trim(),
  };
}

export type RepresentationAnswerFormValues = { answer: string; decision: '' | RepresentationAnswerBody['decision'] };

export const representationAnswerSchema: ObjectSchema<RepresentationAnswerBody> = object({
  answer: string()
    .trim()
    .required(m.answer)
    .min(ANSWER_LIMITS.min, m.answer)
    .max(ANSWER_LIMITS.max, m.answer)
    .test('safe-text', m.answerUnsafe, safe),
  decision: string().required(m.decision).oneOf(REPRESENTATION_DECISIONS, m.decision),
});

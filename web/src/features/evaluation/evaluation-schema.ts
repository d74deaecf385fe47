// The evaluation and representation-answer forms' yup schemas, with the server's messages
// (shared/opening-messages.ts) and rules: not qualified needs a reason, a clause and a note
// (the handler's rule); the texts' bounds are EvaluationBody's and RepresentationAnswerBody's.
import { evaluationMessages as m, REASON_CODES, type ReasonCode } from '@tender/shared/opening-messages';
import {
  REPRESENTATION_DECISIONS,
  type Evaluation,
  type EvaluationBody,
  type RepresentationAnswerBody,
} from '@tender/shared/schemas/opening';
import { object, string, type ObjectSchema } from 'yup';

export const CLAUSE_MAX = 200;
export const NOTE_MAX = 2000;
export const ANSWER_LIMITS = { min: 10, max: 4000 } as const;

export type EvaluationFormValues = {
  qualified: '' | 'yes' | 'no';
  reason_code: '' | ReasonCode;
  clause: string;
  note: string;
};

// Only a "not qualified" needs the reason fields; a qualified decision sends them empty.
export const evaluationSchema = object({
  qualified: string().required(m.qualified).oneOf(['yes', 'no'], m.qualified),
  reason_code: string().when('qualified', {
    is: 'no',
    then: (schema) => schema.required(m.reasonCode).oneOf(REASON_CODES, m.reasonCode),
  }),
  clause: string().when('qualified', {
    is: 'no',
    then: (schema) => schema.trim().required(m.clause).max(CLAUSE_MAX, m.clause),
  }),
  note: string().when('qualified', {
    is: 'no',
    then: (schema) => schema.trim().required(m.note).max(NOTE_MAX, m.note),
  }),
});

/** The form as it opens: the saved decision, if any, to change until the financial opening. */
export function evaluationFormValues(evaluation: Evaluation | null): EvaluationFormValues {
  if (!evaluation) return { qualified: '', reason_code: '', clause: '', note: '' };
  return {
    qualified: evaluation.qualified ? 'yes' : 'no',
    reason_code: evaluation.reason_code ?? '',
    clause: evaluation.clause ?? '',
    note: evaluation.note ?? '',
  };
}

/** The body the form sends: qualified clears the reason fields, as the server does. */
export function evaluationBody(values: EvaluationFormValues): EvaluationBody {
  if (values.qualified === 'yes') return { qualified: true, reason_code: null, clause: null, note: null };
  return {
    qualified: false,
    reason_code: values.reason_code || null,
    clause: values.clause.trim(),
    note: values.note.trim(),
  };
}

export type RepresentationAnswerFormValues = { answer: string; decision: '' | RepresentationAnswerBody['decision'] };

export const representationAnswerSchema: ObjectSchema<RepresentationAnswerBody> = object({
  answer: string().trim().required(m.answer).min(ANSWER_LIMITS.min, m.answer).max(ANSWER_LIMITS.max, m.answer),
  decision: string().required(m.decision).oneOf(REPRESENTATION_DECISIONS, m.decision),
});

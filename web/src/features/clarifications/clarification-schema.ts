// The question and answer forms' yup schemas: the same messages as AskClarificationBody and
// AnswerClarificationBody (zod, shared/schemas/clarifications.ts) for the same input
// (clarification-schema.test.ts feeds both the same values).
import { CLARIFICATION_LIMITS as limits, clarificationMessages as m } from '@tender/shared/clarification-messages';
import type { AnswerClarificationBody, AskClarificationBody } from '@tender/shared/schemas/clarifications';
import { isSafeText } from '@tender/shared/rules';
import { object, string, type ObjectSchema } from 'yup';

const typedText = (
  bounds: { min: number; max: number },
  messages: { required: string; short: string; long: string; unsafe: string },
) =>
  string()
    .trim()
    .required(messages.required)
    .min(bounds.min, messages.short)
    .max(bounds.max, messages.long)
    .test('safe-text', messages.unsafe, (value) => value === undefined || isSafeText(value));

export const questionSchema: ObjectSchema<AskClarificationBody> = object({
  question: typedText(limits.question, {
    required: m.question,
    short: m.questionTooShort,
    long: m.questionTooLong,
    unsafe: m.questionUnsafe,
  }),
});

export const answerSchema: ObjectSchema<AnswerClarificationBody> = object({
  answer: typedText(limits.answer, {
    required: m.answer,
    short: m.answerTooShort,
    long: m.answerTooLong,
    unsafe: m.answerUnsafe,
  }),
});

// @vitest-environment jsdom
import { AnswerClarificationBody, AskClarificationBody } from '@tender/shared/schemas/clarifications';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { answerSchema, questionSchema } from './clarification-schema';

const texts: [string, string][] = [
  ['valid', 'Is the excavated soil to be carted away?'],
  ['empty', ''],
  ['blank', '      \n   '],
  ['nine characters once trimmed', '   123456789   '],
  ['ten characters once trimmed', '   1234567890   '],
  ['a bidi override', 'Is this \u202Ereversed text allowed?'],
  ['a control character', 'Is this\u0007 allowed at all?'],
  ['over 2000 characters', 'q'.repeat(2001)],
  ['over 4000 characters', 'a'.repeat(4001)],
];

describe('clarification schema parity (yup in the browser, zod on the server)', () => {
  it.each(texts)('question, %s: same messages', async (_label, question) => {
    expect(await yupMessages(questionSchema, { question })).toEqual(zodMessages(AskClarificationBody, { question }));
  });

  it.each(texts)('answer, %s: same messages', async (_label, answer) => {
    expect(await yupMessages(answerSchema, { answer })).toEqual(zodMessages(AnswerClarificationBody, { answer }));
  });
});

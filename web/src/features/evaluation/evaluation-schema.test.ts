// @vitest-environment jsdom
import { evaluationMessages as m } from '@tender/shared/opening-messages';
import { EvaluationBody, RepresentationAnswerBody } from '@tender/shared/schemas/opening';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../testing/schema-parity';
import { evaluationBody, evaluationSchema, representationAnswerSchema } from './evaluation-schema';

const notQualified = { qualified: 'no', reason_code: 'turnover', clause: '4.2', note: 'Below the minimum.' };

describe('the evaluation form’s rules (the server’s)', () => {
  it('needs a decision', async () => {
    expect(await yupMessages(evaluationSchema, { qualified: '', reason_code: '', clause: '', note: '' })).toEqual({
      qualified: m.qualified,
    });
  });

  it('qualified needs nothing else, and sends the reason fields empty', async () => {
    const values = { qualified: 'yes', reason_code: '', clause: '', note: '' } as const;
    expect(await yupMessages(evaluationSchema, values)).toEqual({});
    expect(evaluationBody(values)).toEqual({ qualified: true, reason_code: null, clause: null, note: null });
  });

  it('not qualified names each missing field: reason, clause, note (blank counts as missing)', async () => {
    expect(await yupMessages(evaluationSchema, { qualified: 'no', reason_code: '', clause: '  ', note: '' })).toEqual({
      reason_code: m.reasonCode,
      clause: m.clause,
      note: m.note,
    });
  });

  it.each([
    ['clause over 200 characters', { clause: 'c'.repeat(201) }],
    ['note over 2000 characters', { note: 'n'.repeat(2001) }],
    ['both at their limits', { clause: `  ${'c'.repeat(200)}  `, note: 'n'.repeat(2000) }],
    [
      'a NUL in the clause, a right-to-left override in the note',
      { clause: '4.2\u0000', note: 'Below\u202E the floor.' },
    ],
  ])('%s: the same messages as EvaluationBody', async (_label, change) => {
    const values = { ...notQualified, ...change };
    const body = evaluationBody(values as Parameters<typeof evaluationBody>[0]);
    expect(await yupMessages(evaluationSchema, values)).toEqual(zodMessages(EvaluationBody, body));
  });

  it('not qualified sends the trimmed reason fields', () => {
    expect(evaluationBody({ qualified: 'no', reason_code: 'emd', clause: ' 3.1 ', note: ' No EMD. ' })).toEqual({
      qualified: false,
      reason_code: 'emd',
      clause: '3.1',
      note: 'No EMD.',
    });
  });
});

const answers: [string, { answer: string; decision: string }][] = [
  ['valid', { answer: 'The audited figures were checked again.', decision: 'upheld' }],
  ['empty', { answer: '', decision: '' }],
  ['nine characters once trimmed', { answer: '  123456789  ', decision: 'reversed' }],
  ['over 4000 characters', { answer: 'a'.repeat(4001), decision: 'upheld' }],
  ['an unknown decision', { answer: 'The audited figures were checked.', decision: 'maybe' }],
  ['a line separator in the answer', { answer: 'The audited figures\u2028were checked.', decision: 'upheld' }],
];

describe('representation answer parity (yup in the browser, zod on the server)', () => {
  it.each(answers)('%s: same messages', async (_label, values) => {
    expect(await yupMessages(representationAnswerSchema, values)).toEqual(
      zodMessages(RepresentationAnswerBody, values),
    );
  });
});

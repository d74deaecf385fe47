import { describe, expect, it } from 'vitest';
import { unsafeTextMessage } from '../rules';
import { AwardBody, UnsuccessfulBody } from './award';
import { AnswerClarificationBody, AskClarificationBody } from './clarifications';
import { ContactBody } from './contacts';
import { RejectProposalBody } from './corrigenda';
import { ErasureRequestBody } from './erasure';
import { EvaluationBody, RepresentationAnswerBody, RepresentationBody } from './opening';
import { ReviewRegistrantBody } from './registrants';

// The free-text fields people type into a body, each refused with its field's message when it
// holds a character the one safe-text rule refuses: a NUL, a right-to-left override, a line
// separator, a Hangul filler. A valid body per schema, the field, and the name its message gives.

type Parser = { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };

const text = 'A plain sentence of enough length.';
const FIELDS: [string, Parser, Record<string, unknown>, string, string][] = [
  ['evaluation clause', EvaluationBody, { qualified: false, reason_code: 'other', note: text }, 'clause', 'Clause'],
  ['evaluation note', EvaluationBody, { qualified: false, reason_code: 'other', clause: '4.2' }, 'note', 'Note'],
  ['acceptance reason', EvaluationBody, { qualified: true, accept_failed_check: true }, 'accept_reason', 'Reason'],
  ['representation', RepresentationBody, {}, 'text', 'Representation'],
  ['representation answer', RepresentationAnswerBody, { decision: 'upheld' }, 'answer', 'Answer'],
  ['clarification question', AskClarificationBody, {}, 'question', 'Question'],
  ['clarification answer', AnswerClarificationBody, {}, 'answer', 'Answer'],
  [
    'contact name',
    ContactBody,
    { email: 'asha@example.com', subject: 'Tender', phone: '9822012345', message: 'Hi' },
    'name',
    'Name',
  ],
  ['award reason', AwardBody, { bid_id: 'BID-12-000003' }, 'reason', 'Reason'],
  ['unsuccessful reason', UnsuccessfulBody, {}, 'reason', 'Reason'],
  ['registrant remark', ReviewRegistrantBody, { decision: 'reject' }, 'remark', 'Remark'],
  ['erasure reason', ErasureRequestBody, {}, 'reason', 'Reason'],
  ['proposal remark', RejectProposalBody, {}, 'remark', 'Remark'],
];

describe.each(FIELDS)('the %s', (_label, schema, rest, field, name) => {
  it('takes plain text', () => {
    const parsed = schema.safeParse({ ...rest, [field]: text });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(['\u0000', '\u202E', '\u2028', '\u3164'])('refuses %j with its field’s message', (bad) => {
    const parsed = schema.safeParse({ ...rest, [field]: `A plain${bad} sentence of enough length.` });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([unsafeTextMessage(name)]);
  });
});

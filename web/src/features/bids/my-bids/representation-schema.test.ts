// The representation form and POST /bids/{id}/representation (RepresentationBody) refuse the same
// text with the same message; the body names the document by its upload id.
import { evaluationMessages as e } from '@tender/shared/opening-messages';
import { RepresentationBody } from '@tender/shared/schemas/opening';
import { describe, expect, it } from 'vitest';
import { yupMessages, zodMessages } from '../../../testing/schema-parity';
import {
  EMPTY_REPRESENTATION,
  representationBody,
  representationFormPath,
  representationSchema,
} from './representation-schema';

const UPLOAD_ID = '0b7c5a3e-8d7f-4a51-9f7e-2a4c1d3e5f60';

describe('representation form: same messages as the server', () => {
  const texts = [
    '',
    '         ',
    'too short',
    '   too short   ',
    'ten chars!',
    'x'.repeat(4000),
    'x'.repeat(4001),
    ` ${'y'.repeat(4000)} `,
    'Please look\u0000 again.',
    'Please look \u202Eagain.',
  ];
  for (const text of texts) {
    it(`text of ${text.length} characters (${JSON.stringify(text.slice(0, 12))})`, async () => {
      const values = { ...EMPTY_REPRESENTATION, text };
      expect(await yupMessages(representationSchema, values)).toEqual(
        zodMessages(RepresentationBody, representationBody(values)),
      );
    });
  }

  it('gives the shared message', async () => {
    expect(await yupMessages(representationSchema, { ...EMPTY_REPRESENTATION, text: 'short' })).toEqual({
      text: e.representationText,
    });
  });
});

describe('representation body', () => {
  it('names the uploaded document by its id, or none', () => {
    expect(representationBody({ text: 'Please look again.', document: null })).toEqual({
      text: 'Please look again.',
      document_upload_id: null,
    });
    expect(
      representationBody({ text: 'Please look again.', document: { key: `tmp/${UPLOAD_ID}`, file_name: 'a.pdf' } }),
    ).toEqual({ text: 'Please look again.', document_upload_id: UPLOAD_ID });
  });

  it("shows the document's refusal on the document field", () => {
    expect(representationFormPath('document_upload_id')).toBe('document');
    expect(representationFormPath('text')).toBe('text');
  });
});

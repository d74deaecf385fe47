// The representation form's values, rules and body. Same messages as RepresentationBody (zod) for
// the same text: representation-schema.test.ts.
import { evaluationMessages as e } from '@tender/shared/opening-messages';
import { isSafeText } from '@tender/shared/rules';
import type { RepresentationBody } from '@tender/shared/schemas/opening';
import { object, string } from 'yup';
import type { UploadValue } from '../../../lib/upload/upload-schema';
import { uploadIdOf } from '../bid-form/submit-body';

export const REPRESENTATION_TEXT_MIN = 10;
export const REPRESENTATION_TEXT_MAX = 4000;

export type RepresentationValues = {
  text: string;
  /** Optional: a PDF or image uploaded for purpose `representation_document`. */
  document: UploadValue;
};

export const EMPTY_REPRESENTATION: RepresentationValues = { text: '', document: null };

export const representationSchema = object({
  text: string()
    .trim()
    .required(e.representationText)
    .min(REPRESENTATION_TEXT_MIN, e.representationText)
    .max(REPRESENTATION_TEXT_MAX, e.representationText)
    .test('safe-text', e.representationUnsafe, (value) => value === undefined || isSafeText(value)),
});

export function representationBody(values: RepresentationValues): RepresentationBody {
  return {
    text: values.text,
    document_upload_id: values.document ? uploadIdOf(values.document.key) : null,
  };
}

/** A refusal's body path as the form's field: the document's upload id is shown on the document. */
export const representationFormPath = (bodyPath: string) => (bodyPath === 'document_upload_id' ? 'document' : bodyPath);

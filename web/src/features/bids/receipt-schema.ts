// Same messages as ReceiptBody (zod) for the same input: receipt-schema.test.ts.
import { receiptMessages as m } from '@tender/shared/bid-messages';
import {
  BID_REFERENCE_PATTERN,
  DIGEST_PATTERN,
  RECEIPT_TIME_PATTERN,
  SIGNATURE_PATTERN,
  type ReceiptBody,
} from '@tender/shared/schemas/bids';
import { number, object, string } from 'yup';

/** The form keeps what was typed; the tender id is text until it is sent. */
export type ReceiptValues = Omit<ReceiptBody, 'tender_id'> & { tender_id: string };

export const EMPTY_RECEIPT: ReceiptValues = {
  bid_reference: '',
  tender_id: '',
  submitted_at: '',
  digest: '',
  signature: '',
};

const matching = (pattern: RegExp, message: string) => string().trim().required(message).matches(pattern, message);

export const receiptSchema = object({
  bid_reference: matching(BID_REFERENCE_PATTERN, m.bidReference),
  tender_id: number()
    .transform((value: number, original: unknown) => (String(original).trim() === '' ? undefined : value))
    .typeError(m.tenderId)
    .required(m.tenderId)
    .integer(m.tenderId)
    .min(1, m.tenderId)
    .max(999_999_999, m.tenderId),
  submitted_at: matching(RECEIPT_TIME_PATTERN, m.submittedAt),
  digest: matching(DIGEST_PATTERN, m.digest),
  signature: matching(SIGNATURE_PATTERN, m.signature),
});

export const toReceiptBody = (values: ReceiptValues): ReceiptBody => receiptSchema.cast(values) as ReceiptBody;

// Same messages as ReceiptBody (zod) for the same input: receipt-schema.test.ts.
import { receiptMessages as m } from '@tender/shared/bid-messages';
import {
  BID_REFERENCE_PATTERN,
  DIGEST_PATTERN,
  RECEIPT_TIME_PATTERN,
  SIGNATURE_PATTERN,
  type ReceiptBody,
} from '@tender/shared/schemas/bids';
import type { BidReceipt } from '@tender/shared/schemas/bid-submission';
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

const RECEIPT_FIELDS = [
  'bid_reference',
  'tender_id',
  'submitted_at',
  'digest',
  'signature',
] as const satisfies readonly (keyof BidReceipt)[];

/**
 * The form's values from a receipt file (the JSON the bid page offers), or null when the file is not
 * one: the form's own checks then judge each value as if it had been typed.
 */
export function parseReceiptFile(text: string): ReceiptValues | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const values = { ...EMPTY_RECEIPT };
  for (const field of RECEIPT_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    values[field] = String(value);
  }
  return values;
}

import { receiptMessages as m } from '../bid-messages';
import * as z from './mini';

// A bid receipt as the bidder holds it, and the published key that checks it.

/** BID-<tender id>-<number of the bid on that tender, six digits or more>. */
export const BID_REFERENCE_PATTERN = /^BID-[1-9]\d{0,8}-\d{6,9}$/;
/** The server's time of submission as it signs it: ISO 8601 in UTC with milliseconds. */
export const RECEIPT_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
export const DIGEST_PATTERN = /^[0-9a-f]{64}$/;
/** A DER ECDSA P-256 signature is 70-72 bytes: 96 base64 characters at most. */
export const SIGNATURE_PATTERN = /^[A-Za-z0-9+/]{40,96}={0,2}$/;

/** Pasted from a receipt, so spaces around a value are forgiven. */
const matching = (pattern: RegExp, message: string) =>
  z.string({ error: message }).check(z.trim(), z.regex(pattern, message));

export const ReceiptBody = z.object({
  bid_reference: matching(BID_REFERENCE_PATTERN, m.bidReference),
  tender_id: z.int({ error: m.tenderId }).check(z.minimum(1, m.tenderId), z.maximum(999_999_999, m.tenderId)),
  submitted_at: matching(RECEIPT_TIME_PATTERN, m.submittedAt),
  digest: matching(DIGEST_PATTERN, m.digest),
  signature: matching(SIGNATURE_PATTERN, m.signature),
});
export type ReceiptBody = z.infer<typeof ReceiptBody>;

export const ReceiptVerdictAnswer = z.object({
  data: z.object({ valid: z.boolean(), message: z.string() }),
});
export type ReceiptVerdictAnswer = z.infer<typeof ReceiptVerdictAnswer>;

export const ReceiptKeyAnswer = z.object({
  data: z.object({
    algorithm: z.literal('ECDSA_SHA_256'),
    curve: z.literal('P-256'),
    /** SubjectPublicKeyInfo, PEM. */
    public_key_pem: z.string(),
    /** How the signed message is built from a receipt's fields, so anyone can check one offline. */
    signed_message: z.string(),
  }),
});
export type ReceiptKeyAnswer = z.infer<typeof ReceiptKeyAnswer>;

import { createPublicKey, verify } from 'node:crypto';
import type { BidReceipt } from '@tender/shared/schemas/bid-submission';

// A bid receipt and the exact bytes its signature covers. The signature is ECDSA P-256 with
// SHA-256 (the receipt key lives in the key service and never leaves it; its public half is
// published), DER-encoded as the key service returns it, in base64.

// Its shape is the API's (BidReceipt): the bid page, my bids and the store hold the same fields.
// digest is SHA-256 (hex) of the bid, v2: the combination of its technical and financial parts
// (bid-digest.ts); submitted_at is the server's time of submission, ISO 8601 UTC.
export type SignedReceipt = BidReceipt;
/** What the signature covers: every field but the signature. */
export type Receipt = Omit<BidReceipt, 'signature'>;

/** The signed message: versioned, one field a line, in a fixed order. */
export function receiptMessage(receipt: Receipt): Buffer {
  return Buffer.from(
    [
      'tender-receipt/v1',
      `bid_reference ${receipt.bid_reference}`,
      `tender_id ${receipt.tender_id}`,
      `submitted_at ${receipt.submitted_at}`,
      `digest ${receipt.digest}`,
    ].join('\n'),
  );
}

/** The published key as PEM (SubjectPublicKeyInfo), from the DER the key service gives. */
export function publicKeyPem(der: Uint8Array): string {
  return createPublicKey({ key: Buffer.from(der), format: 'der', type: 'spki' })
    .export({ type: 'spki', format: 'pem' })
    .toString();
}

/** True only for a receipt whose every field is the one signed, under this public key. */
export function receiptVerifies(receipt: SignedReceipt, publicPem: string): boolean {
  const signature = Buffer.from(receipt.signature, 'base64');
  if (signature.length === 0) return false;
  try {
    return verify('sha256', receiptMessage(receipt), createPublicKey(publicPem), signature);
  } catch {
    return false;
  }
}

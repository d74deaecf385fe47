import { receiptMessages } from '@tender/shared/bid-messages';
import type { ReceiptBody, ReceiptKeyAnswer, ReceiptVerdictAnswer } from '@tender/shared/schemas/bids';
import { receiptPublicKeyDer } from '../../platform/kms-client';
import { publicKeyPem, receiptVerifies } from '../market/receipt';

/** Written out for people who check a receipt with their own tools. */
const SIGNED_MESSAGE =
  'UTF-8 lines joined by \\n: "tender-receipt/v1", "bid_reference <bid_reference>", "tender_id <tender_id>", ' +
  '"submitted_at <submitted_at>", "digest <digest>"; signature = base64 of the DER ECDSA signature over it with SHA-256.';

export async function getReceiptKey(): Promise<ReceiptKeyAnswer['data']> {
  return {
    algorithm: 'ECDSA_SHA_256',
    curve: 'P-256',
    public_key_pem: publicKeyPem(await receiptPublicKeyDer()),
    signed_message: SIGNED_MESSAGE,
  };
}

export async function checkReceipt(receipt: ReceiptBody): Promise<ReceiptVerdictAnswer['data']> {
  const valid = receiptVerifies(receipt, publicKeyPem(await receiptPublicKeyDer()));
  return { valid, message: valid ? receiptMessages.genuine : receiptMessages.notGenuine };
}

import { KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { receiptMessage, type Receipt, type SignedReceipt } from '../../functions/domain/market/receipt';

// Signs a receipt as the bid-taking function does: inside the local key server, with the stack's
// credentials and the receipt key's name from the stack's environment.

const kms = new KMSClient({
  endpoint: process.env.KMS_ENDPOINT,
  region: process.env.AWS_REGION,
  credentials: { accessKeyId: process.env.AWS_ACCESS_KEY_ID!, secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY! },
});

export const SAMPLE_RECEIPT: Receipt = {
  bid_reference: 'BID-12-000034',
  tender_id: 12,
  submitted_at: '2026-11-25T10:15:30.123Z',
  digest: 'a1'.repeat(32),
};

export async function signedReceipt(details: Receipt = SAMPLE_RECEIPT): Promise<SignedReceipt> {
  const { Signature } = await kms.send(
    new SignCommand({
      KeyId: process.env.RECEIPT_KEY_ID,
      Message: receiptMessage(details),
      MessageType: 'RAW',
      SigningAlgorithm: 'ECDSA_SHA_256',
    }),
  );
  return { ...details, signature: Buffer.from(Signature!).toString('base64') };
}

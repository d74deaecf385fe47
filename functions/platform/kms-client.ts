import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { config } from './config';
import { awsClientOptions } from './request-handler';

// The key service: receipts are signed by a key that never leaves it (the local key server
// stands in for KMS with the same calls).
export const kms = new KMSClient({ region: config.AWS_REGION, endpoint: config.KMS_ENDPOINT, ...awsClientOptions });

/** ECDSA P-256 / SHA-256 over the message, DER-encoded, by the receipt key. */
export async function signWithReceiptKey(message: Uint8Array): Promise<Buffer> {
  const { Signature } = await kms.send(
    new SignCommand({
      KeyId: config.RECEIPT_KEY_ID,
      Message: message,
      MessageType: 'RAW',
      SigningAlgorithm: 'ECDSA_SHA_256',
    }),
  );
  return Buffer.from(Signature!);
}

let publicKey: Promise<Buffer> | undefined;

/** The receipt key's public half (SubjectPublicKeyInfo, DER); it never changes, so one look per container. */
export function receiptPublicKeyDer(): Promise<Buffer> {
  publicKey ??= kms
    .send(new GetPublicKeyCommand({ KeyId: config.RECEIPT_KEY_ID }))
    .then(({ PublicKey }) => Buffer.from(PublicKey!))
    .catch((error: unknown) => {
      publicKey = undefined;
      throw error;
    });
  return publicKey;
}

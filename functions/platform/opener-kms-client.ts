import { DecryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from './config';
import type { SealingKeyRef } from './kms-client';
import { awsClientOptions } from './request-handler';

// The key service as the bid OPENER, never as the API: a tender's sealing key lets only the opener
// role decrypt, and only from the opening time (sealing-key-policy.ts). In AWS the opening function's
// own role is the opener role, so the default credentials are the opener's. Locally one process
// plays every role, so the stack hands the opener's own key pair over (config.ts).
function openerCredentials() {
  const accessKeyId = config.BID_OPENER_ACCESS_KEY_ID;
  const secretAccessKey = config.BID_OPENER_SECRET_ACCESS_KEY;
  return accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {};
}

const openerKms = new KMSClient({
  region: config.AWS_REGION,
  endpoint: config.KMS_ENDPOINT,
  ...openerCredentials(),
  ...awsClientOptions,
});

/**
 * The key service refused the wrapped key itself: it was not sealed under this key and encryption
 * context (changed, or moved to another bid or cover). No retry changes that answer.
 */
export class CiphertextRefusedError extends Error {
  constructor(cause: unknown) {
    super('The key service refused the wrapped data key.', { cause });
    this.name = 'CiphertextRefusedError';
  }
}

const REFUSED_CIPHERTEXT = new Set(['InvalidCiphertextException', 'IncorrectKeyException']);

/**
 * A cover's data key, unwrapped by the tender's sealing key: `context` must be the encryption
 * context sealing used (`{ tender_id, bid_reference, cover }`). The key service refuses it
 * (AccessDeniedException) before the opening time, and to anyone but the opener; a wrapped key it
 * refuses as such throws CiphertextRefusedError, any other failure (a fault of the service or the
 * network on the way) is thrown as it came.
 */
export async function openCoverKey(
  sealingKey: SealingKeyRef,
  wrappedKeyBase64: string,
  context: Record<string, string>,
): Promise<Uint8Array> {
  try {
    const { Plaintext } = await openerKms.send(
      new DecryptCommand({
        KeyId: sealingKey,
        CiphertextBlob: Buffer.from(wrappedKeyBase64, 'base64'),
        EncryptionContext: context,
      }),
    );
    return Plaintext!;
  } catch (error) {
    if (error instanceof Error && REFUSED_CIPHERTEXT.has(error.name)) throw new CiphertextRefusedError(error);
    throw error;
  }
}

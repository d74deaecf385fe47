import {
  CreateKeyCommand,
  GenerateDataKeyCommand,
  GetPublicKeyCommand,
  KMSClient,
  ScheduleKeyDeletionCommand,
  SignCommand,
} from '@aws-sdk/client-kms';
import { config } from './config';
import { awsClientOptions } from './request-handler';
import { sealingKeyPolicy } from './sealing-key-policy';

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

/** The tag every sealing key carries: the bid functions' IAM grants are limited to keys with it. */
export const SEALING_KEY_TAG = { TagKey: 'purpose', TagValue: 'tender-sealing' } as const;

/**
 * A tender's sealing key as the rest of the code knows it: an opaque reference (the key's ARN),
 * stored with the tender and handed back to this module to make or open data keys.
 */
export type SealingKeyRef = string;

/**
 * A new symmetric key that nobody may decrypt with before `openingAt`, and after it only the
 * opener role (sealing-key-policy.ts). The policy leaves no one able to change it (the point of a
 * sealing key), so KMS's lockout check is bypassed knowingly.
 */
export async function createSealingKey(input: { openingAt: Date; description: string }): Promise<SealingKeyRef> {
  const { KeyMetadata } = await kms.send(
    new CreateKeyCommand({
      KeySpec: 'SYMMETRIC_DEFAULT',
      KeyUsage: 'ENCRYPT_DECRYPT',
      Description: input.description,
      Policy: sealingKeyPolicy({ openerRoleArn: config.BID_OPENER_ROLE_ARN, openingAt: input.openingAt }),
      BypassPolicyLockoutSafetyCheck: true,
      Tags: [SEALING_KEY_TAG],
    }),
  );
  return KeyMetadata!.Arn!;
}

/** A key made for a write that then failed is retired (the shortest wait KMS allows). */
export async function retireSealingKey(sealingKey: SealingKeyRef): Promise<void> {
  await kms.send(new ScheduleKeyDeletionCommand({ KeyId: sealingKey, PendingWindowInDays: 7 }));
}

/** A fresh AES-256 data key: its plain bytes for this call only, and its copy wrapped by the sealing key. */
export async function newDataKey(
  sealingKey: SealingKeyRef,
  context: Record<string, string>,
): Promise<{ plaintext: Uint8Array; wrapped: Uint8Array }> {
  const { Plaintext, CiphertextBlob } = await kms.send(
    new GenerateDataKeyCommand({ KeyId: sealingKey, KeySpec: 'AES_256', EncryptionContext: context }),
  );
  return { plaintext: Plaintext!, wrapped: CiphertextBlob! };
}

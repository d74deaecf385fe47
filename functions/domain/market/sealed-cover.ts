import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import * as z from '@tender/shared/schemas/mini';

// Envelope encryption of one bid cover: a fresh 256-bit data key per cover (made by the key
// service under the tender's sealing key, which keeps only its wrapped copy), AES-256-GCM with a
// random nonce, and the cover's identity as additional data, so a ciphertext moved to another bid
// or cover does not open. The plain data key lives only in memory while one cover is sealed.

export type CoverIdentity = { tenderId: number; bidId: string; cover: 'technical' | 'financial'; part: string };

// What the covers hold (their zod schemas, shared with the data layer's bid record).
export { FinancialRates, OpenedTechnicalManifest, TechnicalManifest } from '@tender/shared/schemas/sealed-cover';

type CoverName = CoverIdentity['cover'];

/** The bid a sealed submission belongs to; every name below is built from it. */
export type SealedSubmission = { tenderId: number; contractorId: number; bidReference: string; submissionUid: string };

/** The additional data's bid: one submission of one bid, so covers of a superseded one do not open. */
const bidIdOf = (submission: Pick<SealedSubmission, 'bidReference' | 'submissionUid'>) =>
  `${submission.bidReference}/${submission.submissionUid}`;

/** One part's identity: what its ciphertext is bound to. */
export const coverIdentity = (
  submission: Pick<SealedSubmission, 'tenderId' | 'bidReference' | 'submissionUid'>,
  cover: CoverName,
  part: string,
): CoverIdentity => ({ tenderId: submission.tenderId, bidId: bidIdOf(submission), cover, part });

/**
 * The key service's encryption context of a cover's data key: the same at sealing and at opening,
 * or the key service refuses to unwrap it.
 */
export const coverEncryptionContext = (
  submission: Pick<SealedSubmission, 'tenderId' | 'bidReference'>,
  cover: CoverName,
): Record<string, string> => ({
  tender_id: String(submission.tenderId),
  bid_reference: submission.bidReference,
  cover,
});

/** The parts of each cover, in the order sealed: the manifest then document-<index>; the rates. */
export const MANIFEST_PART = 'manifest';
export const RATES_PART = 'rates';
export const documentPart = (index: number) => `document-${index}`;

/** bids/<tender>/<contractor>/<submission uid>/<cover>-<part>: opaque names; nothing in a key tells content. */
export const sealedObjectKey = (
  submission: Pick<SealedSubmission, 'tenderId' | 'contractorId' | 'submissionUid'>,
  cover: CoverName,
  part: string,
) => `bids/${submission.tenderId}/${submission.contractorId}/${submission.submissionUid}/${cover}-${part}`;

const SEALED_OBJECT_KEY = /^bids\/(\d+)\/(\d+)\/([^/]+)\/(technical|financial)-([^/]+)$/;

/** A sealed object's key read back: where it is and which part of which cover; null for any other key. */
export function parseSealedObjectKey(
  key: string,
): { tenderId: number; contractorId: number; submissionUid: string; cover: CoverName; part: string } | null {
  const match = SEALED_OBJECT_KEY.exec(key);
  if (!match) return null;
  const [, tenderId, contractorId, submissionUid, cover, part] = match;
  return {
    tenderId: Number(tenderId),
    contractorId: Number(contractorId),
    submissionUid: submissionUid!,
    cover: cover === 'technical' ? 'technical' : 'financial',
    part: part!,
  };
}

export type SealedBytes = { nonce: Buffer; tag: Buffer; ciphertext: Buffer };

const NONCE_BYTES = 12;

const additionalData = (identity: CoverIdentity) =>
  Buffer.from(`tender-bid/v1|${identity.tenderId}|${identity.bidId}|${identity.cover}|${identity.part}`);

export function sealBytes(dataKey: Uint8Array, identity: CoverIdentity, plaintext: Uint8Array): SealedBytes {
  if (dataKey.length !== 32) throw new Error('A cover is sealed with a 256-bit data key.');
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, nonce);
  cipher.setAAD(additionalData(identity));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { nonce, tag: cipher.getAuthTag(), ciphertext };
}

/** Throws when the bytes, the key or the identity are not the ones it was sealed with. */
export function openBytes(dataKey: Uint8Array, identity: CoverIdentity, sealed: SealedBytes): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', dataKey, sealed.nonce);
  decipher.setAAD(additionalData(identity));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}

/**
 * An opened cover's JSON in its schema (TechnicalManifest, FinancialRates), or undefined when it
 * does not meet it. Such a cover opened under its own key and identity, so this is no transient
 * fault: the opening flags it as it flags a cover that does not open, and records none of it.
 */
export function openedCoverJson<Schema extends z.ZodMiniType>(
  bytes: Uint8Array,
  schema: Schema,
): z.infer<Schema> | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = z.safeParse(schema, json);
  return parsed.success ? parsed.data : undefined;
}

/** One buffer for storage: nonce | tag | ciphertext. */
export function packSealed(sealed: SealedBytes): Buffer {
  return Buffer.concat([sealed.nonce, sealed.tag, sealed.ciphertext]);
}

export function unpackSealed(packed: Uint8Array): SealedBytes {
  const bytes = Buffer.from(packed);
  return {
    nonce: bytes.subarray(0, NONCE_BYTES),
    tag: bytes.subarray(NONCE_BYTES, NONCE_BYTES + 16),
    ciphertext: bytes.subarray(NONCE_BYTES + 16),
  };
}

export const sha256Hex = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

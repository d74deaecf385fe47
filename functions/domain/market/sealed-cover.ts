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

const additionalData = (identity: CoverIdentity, version: 'v1' | 'v2' = 'v1') =>
  Buffer.from(`tender-bid/${version}|${identity.tenderId}|${identity.bidId}|${identity.cover}|${identity.part}`);

/** The first format (v1, unpadded): still opened, no longer sealed (sealPart seals v2). */
export function sealBytes(
  dataKey: Uint8Array,
  identity: CoverIdentity,
  plaintext: Uint8Array,
  version: 'v1' | 'v2' = 'v1',
): SealedBytes {
  if (dataKey.length !== 32) throw new Error('A cover is sealed with a 256-bit data key.');
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, nonce);
  cipher.setAAD(additionalData(identity, version));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { nonce, tag: cipher.getAuthTag(), ciphertext };
}

/** Throws when the bytes, the key or the identity are not the ones it was sealed with. */
export function openBytes(
  dataKey: Uint8Array,
  identity: CoverIdentity,
  sealed: SealedBytes,
  version: 'v1' | 'v2' = 'v1',
): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', dataKey, sealed.nonce);
  decipher.setAAD(additionalData(identity, version));
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}

// Padding (v2): a sealed object's size would tell its content's length (a total's digits in the
// rates, a document's exact size). The plaintext is a 4-byte big-endian length, the content, and
// zeros up to a bucket: 1 KiB at least, then the next power of two up to 1 MiB (the rates and the
// manifest, hidden to a factor of two), then the next multiple of 64 KiB (documents up to 20 MB:
// doubling would store up to 32 MiB for a 16 MiB and a bit one, and hold twice that in memory;
// 64 KiB steps cost at most 64 KiB and still hide the exact size). The packed object starts with
// a marker, and its additional data says v2, so a v1 object is never read as v2 or the reverse.

const PADDED_MARKER = Buffer.from('TBS2');
const LENGTH_BYTES = 4;
const MIN_BUCKET = 1024;
const POWERS_UP_TO = 1024 * 1024;
const LARGE_STEP = 64 * 1024;

/** The padded plaintext's length for content of `contentBytes`. */
export function paddedLength(contentBytes: number): number {
  const needed = contentBytes + LENGTH_BYTES;
  if (needed <= MIN_BUCKET) return MIN_BUCKET;
  if (needed <= POWERS_UP_TO) return 2 ** Math.ceil(Math.log2(needed));
  return Math.ceil(needed / LARGE_STEP) * LARGE_STEP;
}

function pad(content: Uint8Array): Buffer {
  const padded = Buffer.alloc(paddedLength(content.length));
  padded.writeUInt32BE(content.length, 0);
  padded.set(content, LENGTH_BYTES);
  return padded;
}

function unpad(padded: Buffer): Buffer {
  if (padded.length < LENGTH_BYTES) throw new Error('A padded part holds its length.');
  const length = padded.readUInt32BE(0);
  if (length > padded.length - LENGTH_BYTES) throw new Error('A padded part is shorter than its length.');
  return padded.subarray(LENGTH_BYTES, LENGTH_BYTES + length);
}

/** One part sealed and packed for storage (v2): marker | nonce | tag | ciphertext of the padded content. */
export function sealPart(dataKey: Uint8Array, identity: CoverIdentity, content: Uint8Array): Buffer {
  const padded = pad(content);
  try {
    const sealed = sealBytes(dataKey, identity, padded, 'v2');
    return Buffer.concat([PADDED_MARKER, sealed.nonce, sealed.tag, sealed.ciphertext]);
  } finally {
    padded.fill(0);
  }
}

/**
 * A stored part opened, in either format: v2 (marked, padded) or v1 (sealed before padding). Throws
 * when the bytes, the key or the identity are not the ones it was sealed with.
 */
export function openPart(dataKey: Uint8Array, identity: CoverIdentity, packed: Uint8Array): Buffer {
  const bytes = Buffer.from(packed);
  if (bytes.subarray(0, PADDED_MARKER.length).equals(PADDED_MARKER)) {
    try {
      return unpad(openBytes(dataKey, identity, unpackSealed(bytes.subarray(PADDED_MARKER.length)), 'v2'));
    } catch (error) {
      // A v1 object whose random nonce happens to start with the marker (one in 2^32) is still v1.
      try {
        return openBytes(dataKey, identity, unpackSealed(bytes));
      } catch {
        throw error;
      }
    }
  }
  return openBytes(dataKey, identity, unpackSealed(bytes));
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

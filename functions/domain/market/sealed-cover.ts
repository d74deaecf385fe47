import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Envelope encryption of one bid cover: a fresh 256-bit data key per cover (made by the key
// service under the tender's sealing key, which keeps only its wrapped copy), AES-256-GCM with a
// random nonce, and the cover's identity as additional data, so a ciphertext moved to another bid
// or cover does not open. The plain data key lives only in memory while one cover is sealed.

export type CoverIdentity = { tenderId: number; bidId: string; cover: 'technical' | 'financial'; part: string };

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

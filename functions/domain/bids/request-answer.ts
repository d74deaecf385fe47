import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { SubmitBidAnswer } from '@tender/shared/schemas/bid-submission';

// A submission's answer kept for its request id, so a repeated request answers the same.
// The answer holds the digest's salt, which must not sit in the table in plain (with it, the
// register's digest of a small bid could be matched by trying rates): it is sealed with a key
// derived from the request id, and the table knows the request only by the id's SHA-256. Only a
// caller holding the request id itself can open it again.

export const requestKeyOf = (requestId: string) =>
  createHash('sha256').update(`bid-request|${requestId}`).digest('hex');

const answerKey = (requestId: string) => Buffer.from(hkdfSync('sha256', requestId, 'tender-bid-request', 'answer', 32));

export function sealAnswer(requestId: string, answer: SubmitBidAnswer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', answerKey(requestId), nonce);
  const body = Buffer.concat([cipher.update(JSON.stringify(answer)), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
}

export function openAnswer(requestId: string, sealed: string): SubmitBidAnswer {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', answerKey(requestId), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(
    Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(),
  ) as SubmitBidAnswer;
}

import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicKeyPem, receiptMessage, receiptVerifies, type Receipt } from './receipt';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const pem = publicKeyPem(publicKey.export({ type: 'spki', format: 'der' }));

const receipt: Receipt = {
  bid_reference: 'BID-2026-000017',
  tender_id: 42,
  submitted_at: '2026-11-25T10:15:30.123Z',
  digest: 'f'.repeat(64),
};
const signed = { ...receipt, signature: sign('sha256', receiptMessage(receipt), privateKey).toString('base64') };

describe('a receipt', () => {
  it('verifies against the published key', () => {
    expect(receiptVerifies(signed, pem)).toBe(true);
  });

  it('does not verify once any field or the signature changes', () => {
    expect(receiptVerifies({ ...signed, digest: `e${'f'.repeat(63)}` }, pem)).toBe(false);
    expect(receiptVerifies({ ...signed, tender_id: 43 }, pem)).toBe(false);
    expect(receiptVerifies({ ...signed, submitted_at: '2026-11-25T10:15:30.124Z' }, pem)).toBe(false);
    const signature = Buffer.from(signed.signature, 'base64');
    signature[signature.length - 1]! ^= 1;
    expect(receiptVerifies({ ...signed, signature: signature.toString('base64') }, pem)).toBe(false);
    expect(receiptVerifies({ ...signed, signature: '' }, pem)).toBe(false);
  });

  it('does not verify under another key', () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    expect(receiptVerifies(signed, publicKeyPem(other.export({ type: 'spki', format: 'der' })))).toBe(false);
  });
});

import { createPublicKey, verify } from 'node:crypto';
import { receiptMessages } from '@tender/shared/bid-messages';
import type { ReceiptKeyAnswer, ReceiptVerdictAnswer } from '@tender/shared/schemas/bids';
import { describe, expect, it } from 'vitest';
import { receiptMessage } from '../../functions/domain/market/receipt';
import { call, type ErrorBody } from '../support/api-call';
import { SAMPLE_RECEIPT as receipt, signedReceipt as signed } from '../support/receipts';

// Receipts are signed inside the key service by a key that never leaves it; anyone checks one
// against the published public half. The test signs as the bid-taking function does
// (test/support/receipts.ts), then checks through the public routes.

const verdict = (body: unknown) => call<ReceiptVerdictAnswer & ErrorBody>('POST', '/receipts/verify', { body });

describe('the receipt key and the receipt check', () => {
  it('publishes the public half of the receipt key, which verifies what the key signed', async () => {
    const answer = await call<ReceiptKeyAnswer>('GET', '/receipt_key');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('s-maxage=3600');
    const { public_key_pem, algorithm, curve } = answer.body.data;
    expect({ algorithm, curve }).toEqual({ algorithm: 'ECDSA_SHA_256', curve: 'P-256' });
    expect(public_key_pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    const genuine = await signed(receipt);
    const key = createPublicKey(public_key_pem);
    expect(verify('sha256', receiptMessage(genuine), key, Buffer.from(genuine.signature, 'base64'))).toBe(true);
  });

  it('says a genuine receipt is genuine', async () => {
    const answer = await verdict(await signed(receipt));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ valid: true, message: receiptMessages.genuine });
  });

  it('says a receipt with any detail changed, or another signature, is not', async () => {
    const genuine = await signed(receipt);
    const signature = Buffer.from(genuine.signature, 'base64');
    signature[signature.length - 1]! ^= 1;
    const altered = [
      { ...genuine, digest: `b${genuine.digest.slice(1)}` },
      { ...genuine, bid_reference: 'BID-12-000035' },
      { ...genuine, tender_id: 13 },
      { ...genuine, submitted_at: '2026-11-25T10:15:30.124Z' },
      { ...genuine, signature: signature.toString('base64') },
      { ...(await signed({ ...receipt, digest: 'c3'.repeat(32) })), digest: receipt.digest },
    ];
    for (const body of altered) {
      const answer = await verdict(body);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ valid: false, message: receiptMessages.notGenuine });
    }
  });

  it('names each field that is not as a receipt prints it', async () => {
    const genuine = await signed(receipt);
    const answer = await verdict({ ...genuine, bid_reference: 'bid 12', digest: 'XYZ', submitted_at: '25/11/2026' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      bid_reference: [receiptMessages.bidReference],
      digest: [receiptMessages.digest],
      submitted_at: [receiptMessages.submittedAt],
    });
  });
});

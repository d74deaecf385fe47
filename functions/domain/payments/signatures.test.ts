import { createHmac } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import { checkoutSignatureValid, sameHexDigest, webhookSignatureValid } from './signatures';

const keySecret = 'test-key-secret';
const webhookSecret = 'test-webhook-secret';
const orderId = 'order_EKwxwAgItmmXdp';
const paymentId = 'pay_29QQoUBi66xm2f';
const signature = createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');

describe('checkout signature', () => {
  it('accepts what Razorpay signs, as the SDK does', () => {
    expect(checkoutSignatureValid(orderId, paymentId, signature, keySecret)).toBe(true);
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret)).toBe(true);
  });

  it('refuses another secret, order, payment or a changed digit', () => {
    expect(checkoutSignatureValid(orderId, paymentId, signature, 'another-secret')).toBe(false);
    expect(checkoutSignatureValid('order_AAAAAAAAAAAAAA', paymentId, signature, keySecret)).toBe(false);
    expect(checkoutSignatureValid(orderId, 'pay_AAAAAAAAAAAAAA', signature, keySecret)).toBe(false);
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expect(checkoutSignatureValid(orderId, paymentId, flipped, keySecret)).toBe(false);
  });

  it('refuses a signature of the wrong length or with non-hex characters without throwing', () => {
    // crypto.timingSafeEqual throws on buffers of different lengths; the check must not.
    for (const wrong of [
      '',
      signature.slice(0, 63),
      `${signature}0`,
      `${signature}00`,
      'z'.repeat(64),
      signature.slice(0, 32),
    ]) {
      expect(checkoutSignatureValid(orderId, paymentId, wrong, keySecret)).toBe(false);
    }
  });
});

describe('sameHexDigest', () => {
  it('compares the bytes, so letter case does not matter', () => {
    expect(sameHexDigest(signature, signature.toUpperCase())).toBe(true);
    expect(sameHexDigest('ab', 'abc')).toBe(false);
    expect(sameHexDigest('ab', 'a ')).toBe(false);
  });
});

describe('webhook signature', () => {
  const body = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId } } },
  });
  const header = createHmac('sha256', webhookSecret).update(body).digest('hex');

  it('is the HMAC of the raw body with the webhook secret, as the SDK checks it', () => {
    expect(webhookSignatureValid(body, header, webhookSecret)).toBe(true);
    expect(webhookSignatureValid(Buffer.from(body), header, webhookSecret)).toBe(true);
    expect(validateWebhookSignature(body, header, webhookSecret)).toBe(true);
  });

  it('refuses the same event re-serialised (the raw bytes are signed), another secret and bad headers', () => {
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(webhookSignatureValid(reformatted, header, webhookSecret)).toBe(false);
    expect(webhookSignatureValid(body, header, 'another-secret')).toBe(false);
    expect(webhookSignatureValid(body, '', webhookSecret)).toBe(false);
    expect(webhookSignatureValid(body, header.slice(2), webhookSecret)).toBe(false);
    expect(webhookSignatureValid(body, `sha256=${header}`, webhookSecret)).toBe(false);
  });
});

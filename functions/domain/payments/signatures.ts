import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX = /^[0-9a-f]+$/i;

export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Whether `given` is the hex digest `expected`, compared in constant time. A value of another
 * length or with non-hex characters is simply false (timingSafeEqual itself throws on a length
 * difference; the length of a SHA-256 digest is no secret).
 */
export function sameHexDigest(expected: string, given: string): boolean {
  if (given.length !== expected.length || !HEX.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay Standard Checkout: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignatureValid(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return sameHexDigest(hmacSha256Hex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** Razorpay webhooks: hex HMAC-SHA256 of the raw request body (exactly as sent) with the webhook secret. */
export function webhookSignatureValid(rawBody: Buffer | string, signature: string, webhookSecret: string): boolean {
  return sameHexDigest(hmacSha256Hex(webhookSecret, rawBody), signature.trim());
}

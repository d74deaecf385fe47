import { createHmac } from 'node:crypto';
import { config } from './config';

export type Secrets = {
  /** HS256 key of the session tokens. */
  jwtSigningKey: string;
  razorpayKeySecret: string;
  razorpayWebhookSecret: string;
};

let loaded: Promise<Secrets> | undefined;

async function readSecrets(): Promise<Secrets> {
  if (!config.JWT_SECRET) throw new Error('No JWT signing key is configured.');
  return {
    jwtSigningKey: config.JWT_SECRET,
    razorpayKeySecret: config.RAZORPAY_KEY_SECRET,
    razorpayWebhookSecret: config.RAZORPAY_KEY_SECRET,
  };
}

/** The function's secrets, read once per container and kept in memory. */
export function getSecrets(): Promise<Secrets> {
  loaded ??= readSecrets().catch((error: unknown) => {
    loaded = undefined; // a failed read is tried again by the next request
    throw error;
  });
  return loaded;
}

/** A key for one purpose derived from the signing key, so one secret never serves two uses directly. */
export async function derivedKey(purpose: string): Promise<Buffer> {
  const { jwtSigningKey } = await getSecrets();
  return createHmac('sha256', jwtSigningKey).update(`tender-marketplace:${purpose}`).digest();
}

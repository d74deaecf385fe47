import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { config } from './config';
import { ServiceUnavailableError } from './errors';
import { secretsManager } from './secrets-manager-client';

// One interface for every secret, locally and in the cloud (DESIGN §8). The source is chosen by
// configuration, never by "am I local": with JWT_SECRET_ARN, RAZORPAY_SECRET_ARN and
// RAZORPAY_WEBHOOK_SECRET_ARN set (CDK sets them) the values come from Secrets Manager; otherwise
// from the JSON file SECRETS_FILE names (locally .local/secrets.json, written by
// scripts/local/secrets.ts). Read on first use, then kept for the life of the container.

export type Secrets = {
  /** HS256 key of the session tokens (and the root of `derivedKey`). */
  jwtSigningKey: string;
  /** The only one that may reach the browser (GET /get_payment_info). */
  razorpayKeyId: string;
  razorpayKeySecret: string;
  razorpayWebhookSecret: string;
};

const SigningKey = z.string().min(32);
const NonEmpty = z.string().min(1);

/** The local secrets file (SECRETS_FILE). scripts/local/secrets.ts writes exactly this shape. */
export const SecretsFileSchema = z.object({
  jwtSecret: SigningKey,
  razorpayKeyId: NonEmpty,
  razorpayKeySecret: NonEmpty,
  razorpayWebhookSecret: NonEmpty,
});
export type SecretsFile = z.infer<typeof SecretsFileSchema>;

/** The value of the RAZORPAY_SECRET_ARN secret (other fields are ignored). */
const RazorpayKeysSchema = z.object({ key_id: NonEmpty, key_secret: NonEmpty });

/** Says what could not be read, never what was read: its message is logged. */
class SecretReadError extends Error {
  override name = 'SecretReadError';
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse's own message quotes the text, which is the secret.
    throw new SecretReadError(`${what} is not valid JSON`);
  }
}

function checked<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'value'}: ${issue.message}`);
  throw new SecretReadError(`${what} is not usable (${problems.join('; ')})`);
}

async function secretString(secretId: string, what: string): Promise<string> {
  const { SecretString } = await secretsManager.send(new GetSecretValueCommand({ SecretId: secretId }));
  if (SecretString === undefined) throw new SecretReadError(`${what} (${secretId}) has no string value`);
  return SecretString;
}

async function fromSecretsManager(arns: { jwt: string; razorpay: string; webhook: string }): Promise<Secrets> {
  const [jwt, razorpay, webhook] = await Promise.all([
    secretString(arns.jwt, 'JWT_SECRET_ARN'),
    secretString(arns.razorpay, 'RAZORPAY_SECRET_ARN'),
    secretString(arns.webhook, 'RAZORPAY_WEBHOOK_SECRET_ARN'),
  ]);
  const keys = checked(RazorpayKeysSchema, parseJson(razorpay, 'RAZORPAY_SECRET_ARN'), 'RAZORPAY_SECRET_ARN');
  return {
    jwtSigningKey: checked(SigningKey, jwt, 'JWT_SECRET_ARN'),
    razorpayKeyId: keys.key_id,
    razorpayKeySecret: keys.key_secret,
    razorpayWebhookSecret: checked(NonEmpty, webhook, 'RAZORPAY_WEBHOOK_SECRET_ARN'),
  };
}

async function fromFile(file: string): Promise<Secrets> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SecretReadError(`SECRETS_FILE ${file} cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  const secrets = checked(SecretsFileSchema, parseJson(text, `SECRETS_FILE ${file}`), `SECRETS_FILE ${file}`);
  return {
    jwtSigningKey: secrets.jwtSecret,
    razorpayKeyId: secrets.razorpayKeyId,
    razorpayKeySecret: secrets.razorpayKeySecret,
    razorpayWebhookSecret: secrets.razorpayWebhookSecret,
  };
}

async function readSecrets(): Promise<Secrets> {
  const { JWT_SECRET_ARN: jwt, RAZORPAY_SECRET_ARN: razorpay, RAZORPAY_WEBHOOK_SECRET_ARN: webhook } = config;
  // config.ts accepts the three ARNs only together.
  if (jwt && razorpay && webhook) return fromSecretsManager({ jwt, razorpay, webhook });
  if (config.SECRETS_FILE) return fromFile(config.SECRETS_FILE);
  throw new SecretReadError(
    'No secrets are configured: set SECRETS_FILE, or JWT_SECRET_ARN, RAZORPAY_SECRET_ARN and RAZORPAY_WEBHOOK_SECRET_ARN',
  );
}

let loaded: Promise<Secrets> | undefined;

/**
 * The function's secrets, read once per container and kept in memory. A failed read is a 503
 * (ServiceUnavailableError, the cause logged by the pipeline) and is tried again by the next call.
 */
export function getSecrets(): Promise<Secrets> {
  loaded ??= readSecrets().catch((error: unknown) => {
    loaded = undefined;
    throw new ServiceUnavailableError({ cause: error });
  });
  return loaded;
}

/** A key for one purpose derived from the signing key, so one secret never serves two uses directly. */
export async function derivedKey(purpose: string): Promise<Buffer> {
  const { jwtSigningKey } = await getSecrets();
  return createHmac('sha256', jwtSigningKey).update(`tender-marketplace:${purpose}`).digest();
}

import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import * as z from '@tender/shared/schemas/mini';
import { SECRET_NAMES, type SecretName } from '../contracts/route-contract';
import { config } from './config';
import { ServiceUnavailableError } from './errors';
import { logger } from './logger';
import { secretsManager } from './secrets-manager-client';

// One interface for every secret, locally and in the cloud (DESIGN §8). The source is chosen by
// configuration, never by "am I local": with JWT_SECRET_ARN, RAZORPAY_SECRET_ARN,
// RAZORPAY_WEBHOOK_SECRET_ARN or ORIGIN_VERIFY_SECRET_ARN set (CDK sets them) the values come from
// Secrets Manager; otherwise from the JSON file SECRETS_FILE names (locally .local/secrets.json,
// written by scripts/local/secrets.ts). Read on first use, then kept for SECRET_TTL_MS and read again, so a
// replaced secret (new Razorpay keys) takes effect within minutes without a restart.

export type Secrets = {
  /** HS256 key of the session tokens (and the root of `derivedKey`). */
  jwtSigningKey: string;
  /** The only one that may reach the browser (GET /get_payment_info). */
  razorpayKeyId: string;
  razorpayKeySecret: string;
  razorpayWebhookSecret: string;
};

const SigningKey = z.string().check(z.minLength(32));
const NonEmpty = z.string().check(z.minLength(1));

/** The local secrets file (SECRETS_FILE). scripts/local/secrets.ts writes exactly this shape. */
export const SecretsFileSchema = z.object({
  jwtSecret: SigningKey,
  razorpayKeyId: NonEmpty,
  razorpayKeySecret: NonEmpty,
  razorpayWebhookSecret: NonEmpty,
  /** The x-origin-verify value; optional, as only the local gateway and the authorizer read it. */
  originVerify: z.optional(NonEmpty),
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

function checked<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
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

async function readFileSecrets(file: string): Promise<SecretsFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SecretReadError(`SECRETS_FILE ${file} cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  return checked(SecretsFileSchema, parseJson(text, `SECRETS_FILE ${file}`), `SECRETS_FILE ${file}`);
}

/**
 * The routes' secrets, and the one no route is granted: the x-origin-verify value, read by API
 * Gateway's authorizer (functions/handlers/edge/verify-origin.ts) before any route function runs.
 */
type StoredSecretName = SecretName | 'originVerify';

type SecretValues = {
  jwt: Pick<Secrets, 'jwtSigningKey'>;
  razorpay: Pick<Secrets, 'razorpayKeyId' | 'razorpayKeySecret'>;
  razorpayWebhook: Pick<Secrets, 'razorpayWebhookSecret'>;
  originVerify: { originVerify: string };
};

/** Each secret's ARN setting: a function is told (and granted) only the secrets its route needs. */
const ARN_SETTING = {
  jwt: 'JWT_SECRET_ARN',
  razorpay: 'RAZORPAY_SECRET_ARN',
  razorpayWebhook: 'RAZORPAY_WEBHOOK_SECRET_ARN',
  originVerify: 'ORIGIN_VERIFY_SECRET_ARN',
} as const satisfies Record<StoredSecretName, keyof typeof config>;

function originVerifyOfFile(file: SecretsFile, where: string): SecretValues['originVerify'] {
  if (!file.originVerify) throw new SecretReadError(`${where} has no originVerify`);
  return { originVerify: file.originVerify };
}

async function readSecret<N extends StoredSecretName>(name: N): Promise<SecretValues[N]> {
  const arnSetting = ARN_SETTING[name];
  const arn = config[arnSetting];
  if (arn) {
    const text = await secretString(arn, arnSetting);
    const values = {
      jwt: () => ({ jwtSigningKey: checked(SigningKey, text, arnSetting) }),
      razorpay: () => {
        const keys = checked(RazorpayKeysSchema, parseJson(text, arnSetting), arnSetting);
        return { razorpayKeyId: keys.key_id, razorpayKeySecret: keys.key_secret };
      },
      razorpayWebhook: () => ({ razorpayWebhookSecret: checked(NonEmpty, text, arnSetting) }),
      originVerify: () => ({ originVerify: checked(NonEmpty, text, arnSetting) }),
    } satisfies { [K in StoredSecretName]: () => SecretValues[K] };
    return values[name]() as SecretValues[N];
  }
  if (config.SECRETS_FILE) {
    const file = await readFileSecrets(config.SECRETS_FILE);
    const values = {
      jwt: () => ({ jwtSigningKey: file.jwtSecret }),
      razorpay: () => ({ razorpayKeyId: file.razorpayKeyId, razorpayKeySecret: file.razorpayKeySecret }),
      razorpayWebhook: () => ({ razorpayWebhookSecret: file.razorpayWebhookSecret }),
      originVerify: () => originVerifyOfFile(file, `SECRETS_FILE ${config.SECRETS_FILE}`),
    } satisfies { [K in StoredSecretName]: () => SecretValues[K] };
    return values[name]() as SecretValues[N];
  }
  throw new SecretReadError(
    `No secrets are configured: set SECRETS_FILE, or ${arnSetting} (this function is not granted that secret)`,
  );
}

/** How long a secret read is used before it is read again (keys replaced in Secrets Manager). */
export const SECRET_TTL_MS = 5 * 60 * 1000;

/** A secret being read or read: since when (Date.now()), and the last value that was read. */
type CachedSecret<V> = { reading: Promise<V>; readAt: number; last?: V };

const loaded: { [N in StoredSecretName]?: CachedSecret<SecretValues[N]> } = {};

/**
 * One secret, read on first use and again once it is SECRET_TTL_MS old (the call that finds it old
 * waits for the new read; calls meanwhile share it). A failed first read is a 503
 * (ServiceUnavailableError, the cause logged by the pipeline) and is tried again by the next call;
 * a failed read again keeps the value read before for another while (logged), so a passing
 * Secrets Manager hiccup does not fail requests that worked a moment ago.
 */
export function getSecret<N extends StoredSecretName>(name: N): Promise<SecretValues[N]> {
  const now = Date.now();
  const cached = loaded[name] as CachedSecret<SecretValues[N]> | undefined;
  if (cached && now - cached.readAt < SECRET_TTL_MS) return cached.reading;
  const entry: CachedSecret<SecretValues[N]> = { reading: Promise.resolve(undefined as never), readAt: now };
  if (cached?.last !== undefined) entry.last = cached.last;
  entry.reading = readSecret(name).then(
    (value) => {
      entry.last = value;
      return value;
    },
    (error: unknown) => {
      if (entry.last !== undefined) {
        logger.warn('secret not read again: the value read before stays in use', {
          secret: name,
          error: error instanceof Error ? error.message : 'unknown',
        });
        return entry.last;
      }
      if (loaded[name] === entry) delete loaded[name];
      throw new ServiceUnavailableError({ cause: error });
    },
  );
  (loaded as Record<StoredSecretName, CachedSecret<unknown>>)[name] = entry;
  return entry.reading;
}

/** The x-origin-verify value CloudFront sends (API Gateway's authorizer compares it). */
export async function getOriginVerifySecret(): Promise<string> {
  return (await getSecret('originVerify')).originVerify;
}

/** The HS256 session key (and the root of `derivedKey`). */
export async function getJwtSigningKey(): Promise<string> {
  return (await getSecret('jwt')).jwtSigningKey;
}

/** Whether this function was told where a secret is (its ARN, or the local SECRETS_FILE). */
function configured(name: SecretName): boolean {
  return Boolean(config[ARN_SETTING[name]] ?? config.SECRETS_FILE);
}

/**
 * Every secret this function was given, for callers written before getSecret: each configured one
 * is read (once, from its own source); the field of a secret the function was not given (CDK sets
 * only its route's ARNs) throws a 503 when read, so `const { jwtSigningKey } = await getSecrets()`
 * works in a function granted only the JWT key. Nothing configured at all is a 503 at once.
 */
export async function getSecrets(): Promise<Secrets> {
  const names = SECRET_NAMES.filter(configured);
  if (names.length === 0) await getSecret('jwt'); // rejects, saying what to configure
  // Every read settles before a failure is reported, so the next call starts from a clean slate.
  const settled = await Promise.allSettled(names.map((name) => getSecret(name)));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const values = settled.map((result) => (result as PromiseFulfilledResult<object>).value);
  const secrets = Object.assign({}, ...values) as Partial<Secrets>;
  const fields: Record<SecretName, readonly (keyof Secrets)[]> = {
    jwt: ['jwtSigningKey'],
    razorpay: ['razorpayKeyId', 'razorpayKeySecret'],
    razorpayWebhook: ['razorpayWebhookSecret'],
  };
  for (const name of SECRET_NAMES.filter((n) => !names.includes(n))) {
    for (const field of fields[name]) {
      Object.defineProperty(secrets, field, {
        enumerable: false,
        get: () => {
          const cause = new SecretReadError(`${ARN_SETTING[name]} is not set: this function is not granted it`);
          throw new ServiceUnavailableError({ cause });
        },
      });
    }
  }
  return secrets as Secrets;
}

/** Derived keys by purpose, with the signing key each came from (every list page asks for one). */
const derived = new Map<string, { root: string; key: Buffer }>();

/** A key for one purpose derived from the signing key, so one secret never serves two uses directly. */
export async function derivedKey(purpose: string): Promise<Buffer> {
  const jwtSigningKey = await getJwtSigningKey();
  const known = derived.get(purpose);
  if (known?.root === jwtSigningKey) return known.key;
  const key = createHmac('sha256', jwtSigningKey).update(`tender-marketplace:${purpose}`).digest();
  derived.set(purpose, { root: jwtSigningKey, key });
  return key;
}

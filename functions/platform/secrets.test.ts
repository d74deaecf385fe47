import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '@tender/shared/messages';
import {
  startSecretsManagerStandIn,
  type SecretsManagerStandIn,
} from '../../infra/test/helpers/secrets-manager-stand-in';

// config.ts parses the environment when it is first imported, and secrets.ts keeps what it read
// for the life of the module: each test sets the environment, then imports a fresh copy.
type SecretsModule = typeof import('./secrets');

const dir = mkdtempSync(path.join(os.tmpdir(), 'tender-secrets-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const fileSecrets = {
  jwtSecret: 'j'.repeat(40),
  razorpayKeyId: 'rzp_test_file',
  razorpayKeySecret: 'file-key-secret',
  razorpayWebhookSecret: 'file-webhook-secret',
};

const ARNS = {
  jwt: 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:JwtSecret-AbCdEf',
  razorpay: 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:RazorpaySecret-GhIjKl',
  webhook: 'arn:aws:secretsmanager:ap-south-1:123456789012:secret:RazorpayWebhookSecret-MnOpQr',
};

async function load(env: Record<string, string | undefined>): Promise<SecretsModule> {
  const base: Record<string, string | undefined> = {
    TABLE_NAME: 'table',
    UPLOADS_BUCKET: 'bucket',
    LOG_LEVEL: 'silent',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: 'AKIDSTANDIN',
    AWS_SECRET_ACCESS_KEY: 'stand-in',
    SECRETS_FILE: undefined,
    JWT_SECRET_ARN: undefined,
    RAZORPAY_SECRET_ARN: undefined,
    RAZORPAY_WEBHOOK_SECRET_ARN: undefined,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: undefined,
    // What the local stack still sets for its payment sandbox: the functions must not read them.
    RAZORPAY_KEY_ID: 'rzp_test_from_env',
    RAZORPAY_KEY_SECRET: 'secret-from-env',
  };
  for (const [name, value] of Object.entries({ ...base, ...env })) vi.stubEnv(name, value);
  vi.resetModules();
  return import('./secrets');
}

function writeSecretsFile(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** The 503 a failed read answers, and the logged cause's message (which must not quote a secret). */
async function failure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => {
      throw new Error('expected getSecrets() to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toMatchObject({ statusCode: 503, message: apiMessages.unavailable });
  return String((error as { cause?: { message?: string } }).cause?.message);
}

describe('getSecrets() from SECRETS_FILE (no ARNs set: the local stack)', () => {
  it('reads the four secrets from the file, ignoring the RAZORPAY_KEY_* variables', async () => {
    const { getSecrets } = await load({ SECRETS_FILE: writeSecretsFile('all.json', fileSecrets) });
    await expect(getSecrets()).resolves.toEqual({
      jwtSigningKey: fileSecrets.jwtSecret,
      razorpayKeyId: 'rzp_test_file',
      razorpayKeySecret: 'file-key-secret',
      razorpayWebhookSecret: 'file-webhook-secret',
    });
  });

  it('reads the file once and keeps the values while they are fresh (SECRET_TTL_MS)', async () => {
    const file = writeSecretsFile('once.json', fileSecrets);
    const { getSecrets } = await load({ SECRETS_FILE: file });
    const first = await getSecrets();
    unlinkSync(file);
    await expect(getSecrets()).resolves.toEqual(first);
  });

  it('derives one key per purpose from the signing key, the same on every call', async () => {
    const { derivedKey } = await load({ SECRETS_FILE: writeSecretsFile('derived.json', fileSecrets) });
    const expected = (purpose: string) =>
      createHmac('sha256', fileSecrets.jwtSecret).update(`tender-marketplace:${purpose}`).digest();
    expect(await derivedKey('list-cursor')).toEqual(expected('list-cursor'));
    expect(await derivedKey('email-verify')).toEqual(expected('email-verify'));
    expect(await derivedKey('list-cursor')).toEqual(expected('list-cursor'));
    expect(expected('list-cursor')).not.toEqual(expected('email-verify'));
  });

  it('answers 503 while the file is missing, and reads it on the next call once it exists', async () => {
    const file = path.join(dir, 'later.json');
    const { getSecrets } = await load({ SECRETS_FILE: file });
    expect(await failure(getSecrets())).toContain('cannot be read (ENOENT)');
    writeSecretsFile('later.json', fileSecrets);
    await expect(getSecrets()).resolves.toMatchObject({ razorpayKeyId: 'rzp_test_file' });
  });

  it('answers 503 for a file without the webhook secret, naming the field but no value', async () => {
    const { razorpayWebhookSecret: _, ...old } = fileSecrets;
    const { getSecrets } = await load({ SECRETS_FILE: writeSecretsFile('old.json', old) });
    const message = await failure(getSecrets());
    expect(message).toContain('razorpayWebhookSecret');
    for (const value of Object.values(old)) expect(message).not.toContain(value);
  });

  it('answers 503 for a signing key shorter than 32 characters', async () => {
    const { getSecrets } = await load({
      SECRETS_FILE: writeSecretsFile('short.json', { ...fileSecrets, jwtSecret: 'too-short' }),
    });
    expect(await failure(getSecrets())).toContain('jwtSecret');
  });

  it('does not quote the file in the error when it is not JSON', async () => {
    const { getSecrets } = await load({ SECRETS_FILE: writeSecretsFile('broken.json', 'hunter2-very-secret') });
    const message = await failure(getSecrets());
    expect(message).toContain('is not valid JSON');
    expect(message).not.toContain('hunter2');
  });

  it('answers 503 when no source is configured at all', async () => {
    const { getSecrets } = await load({});
    expect(await failure(getSecrets())).toContain('No secrets are configured');
  });
});

describe('secrets read again after SECRET_TTL_MS (replaced Razorpay keys without a restart)', () => {
  afterEach(() => vi.useRealTimers());

  const later = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

  it('takes replaced keys within five minutes, and keeps using them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const file = writeSecretsFile('rotated.json', fileSecrets);
    const { getSecret, SECRET_TTL_MS } = await load({ SECRETS_FILE: file });
    expect(SECRET_TTL_MS).toBe(5 * 60 * 1000);
    await expect(getSecret('razorpay')).resolves.toMatchObject({ razorpayKeyId: 'rzp_test_file' });

    writeSecretsFile('rotated.json', {
      ...fileSecrets,
      razorpayKeyId: 'rzp_live_new',
      razorpayKeySecret: 'new-secret',
    });
    later(SECRET_TTL_MS - 1000);
    await expect(getSecret('razorpay')).resolves.toMatchObject({ razorpayKeyId: 'rzp_test_file' });
    later(2000);
    await expect(getSecret('razorpay')).resolves.toEqual({
      razorpayKeyId: 'rzp_live_new',
      razorpayKeySecret: 'new-secret',
    });
    unlinkSync(file);
    await expect(getSecret('razorpay')).resolves.toMatchObject({ razorpayKeyId: 'rzp_live_new' });
  });

  it('keeps the value read before when reading again fails, and tries again later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const file = writeSecretsFile('flaky.json', fileSecrets);
    const { getSecret, derivedKey, SECRET_TTL_MS } = await load({ SECRETS_FILE: file });
    const before = await derivedKey('list-cursor');
    unlinkSync(file);
    later(SECRET_TTL_MS + 1);
    await expect(getSecret('jwt')).resolves.toEqual({ jwtSigningKey: fileSecrets.jwtSecret });
    expect(await derivedKey('list-cursor')).toEqual(before);

    // A new signing key (a rotation): the derived keys follow it once it is read.
    writeSecretsFile('flaky.json', { ...fileSecrets, jwtSecret: 'k'.repeat(40) });
    later(SECRET_TTL_MS + 1);
    const after = await derivedKey('list-cursor');
    expect(after).toEqual(createHmac('sha256', 'k'.repeat(40)).update('tender-marketplace:list-cursor').digest());
  });
});

describe('getSecrets() from Secrets Manager (the ARNs set: the cloud)', () => {
  let standIn: SecretsManagerStandIn;
  beforeAll(async () => {
    standIn = await startSecretsManagerStandIn({
      [ARNS.jwt]: 's'.repeat(64),
      [ARNS.razorpay]: JSON.stringify({ key_id: 'rzp_live_cloud', key_secret: 'cloud-key-secret' }),
      [ARNS.webhook]: 'cloud-webhook-secret',
    });
  });
  afterAll(() => standIn?.close());
  afterEach(() => {
    standIn.calls.length = 0;
    standIn.failWith(undefined);
  });

  const cloudEnv = () => ({
    JWT_SECRET_ARN: ARNS.jwt,
    RAZORPAY_SECRET_ARN: ARNS.razorpay,
    RAZORPAY_WEBHOOK_SECRET_ARN: ARNS.webhook,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: standIn.url,
  });

  it('makes one signed GetSecretValue per secret, once per container, even with a SECRETS_FILE set', async () => {
    const { getSecrets, derivedKey } = await load({
      ...cloudEnv(),
      SECRETS_FILE: writeSecretsFile('ignored.json', fileSecrets),
    });
    const [first, second] = await Promise.all([getSecrets(), getSecrets()]);
    await getSecrets();
    await derivedKey('list-cursor');
    expect(first).toEqual({
      jwtSigningKey: 's'.repeat(64),
      razorpayKeyId: 'rzp_live_cloud',
      razorpayKeySecret: 'cloud-key-secret',
      razorpayWebhookSecret: 'cloud-webhook-secret',
    });
    expect(second).toEqual(first);
    expect(standIn.calls.map((call) => [call.target, call.secretId, call.signedWith]).sort()).toEqual(
      [ARNS.jwt, ARNS.razorpay, ARNS.webhook]
        .map((arn) => ['secretsmanager.GetSecretValue', arn, 'AKIDSTANDIN'])
        .sort(),
    );
  });

  it('answers 503 when Secrets Manager fails, and asks again on the next call', async () => {
    const { getSecrets } = await load(cloudEnv());
    standIn.failWith({ status: 400, type: 'AccessDeniedException' });
    expect(await failure(getSecrets())).toBeTruthy();
    standIn.failWith(undefined);
    await expect(getSecrets()).resolves.toMatchObject({ razorpayKeyId: 'rzp_live_cloud' });
    // Three refused reads, then three that succeed: the failure was not cached.
    expect(standIn.calls).toHaveLength(6);
  });

  it('answers 503 for a Razorpay secret that is not the expected JSON, without quoting it', async () => {
    const other = await startSecretsManagerStandIn({
      [ARNS.jwt]: 's'.repeat(64),
      [ARNS.razorpay]: 'rzp_live_plain:not-json-secret',
      [ARNS.webhook]: 'w',
    });
    try {
      const { getSecrets } = await load({ ...cloudEnv(), AWS_ENDPOINT_URL_SECRETS_MANAGER: other.url });
      const message = await failure(getSecrets());
      expect(message).toContain('RAZORPAY_SECRET_ARN is not valid JSON');
      expect(message).not.toContain('not-json-secret');
    } finally {
      await other.close();
    }
  });
});

describe('getSecret(): one secret at a time, as a function granted only some of them reads them', () => {
  let standIn: SecretsManagerStandIn;
  beforeAll(async () => {
    standIn = await startSecretsManagerStandIn({
      [ARNS.jwt]: 's'.repeat(64),
      [ARNS.razorpay]: JSON.stringify({ key_id: 'rzp_live_only', key_secret: 'only-key-secret' }),
    });
  });
  afterAll(() => standIn?.close());

  it('reads only the secret asked for, once', async () => {
    const { getSecret, derivedKey } = await load({
      RAZORPAY_SECRET_ARN: ARNS.razorpay,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: standIn.url,
    });
    await expect(getSecret('razorpay')).resolves.toEqual({
      razorpayKeyId: 'rzp_live_only',
      razorpayKeySecret: 'only-key-secret',
    });
    await getSecret('razorpay');
    expect(standIn.calls.map((call) => call.secretId)).toEqual([ARNS.razorpay]);
    // The JWT key was not given to this function: a 503 naming the missing setting.
    expect(await failure(derivedKey('list-cursor'))).toContain('JWT_SECRET_ARN');
    standIn.calls.length = 0;
  });

  it('getSecrets() reads only the given secrets; a field of one not given is a 503 when read', async () => {
    const { getSecrets } = await load({ JWT_SECRET_ARN: ARNS.jwt, AWS_ENDPOINT_URL_SECRETS_MANAGER: standIn.url });
    const secrets = await getSecrets();
    expect(secrets.jwtSigningKey).toBe('s'.repeat(64));
    expect(() => secrets.razorpayKeyId).toThrow(expect.objectContaining({ statusCode: 503 }));
    expect(standIn.calls.map((call) => call.secretId)).toEqual([ARNS.jwt]);
    standIn.calls.length = 0;
  });
});

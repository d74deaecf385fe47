import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localSecrets } from './secrets';

// The functions' schema of the file; importing it parses the functions' config, which needs these.
process.env.TABLE_NAME ??= 'table';
process.env.UPLOADS_BUCKET ??= 'bucket';
const { SecretsFileSchema } = await import('../../functions/platform/secrets');

const root = mkdtempSync(path.join(os.tmpdir(), 'tender-local-secrets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const folder = (name: string) => path.join(root, name);
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

describe('localSecrets (the SECRETS_FILE of a data folder)', () => {
  it('makes the file once, private, in the shape the functions read, and keeps it', () => {
    const first = localSecrets(folder('new'));
    expect(first.file).toBe(path.join(folder('new'), 'secrets.json'));
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    const stored = read(first.file);
    expect(SecretsFileSchema.parse(stored)).toEqual(stored);
    expect(stored.razorpayKeyId).toMatch(/^rzp_test_/);
    expect(stored.razorpayWebhookSecret).not.toBe(stored.razorpayKeySecret);
    expect(localSecrets(folder('new'))).toEqual(first);
  });

  it('keeps the values of a file from before the webhook secret and the origin value, and adds the missing fields', () => {
    const old = { jwtSecret: 'j'.repeat(64), razorpayKeyId: 'rzp_test_old', razorpayKeySecret: 'old-secret' };
    localSecrets(folder('old')); // makes the folder
    const file = path.join(folder('old'), 'secrets.json');
    writeFileSync(file, JSON.stringify(old));

    const upgraded = localSecrets(folder('old'));
    expect(upgraded).toMatchObject(old);
    expect(upgraded.razorpayWebhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(upgraded.originVerify).toHaveLength(48);
    expect(read(file)).toEqual({
      ...old,
      razorpayWebhookSecret: upgraded.razorpayWebhookSecret,
      originVerify: upgraded.originVerify,
    });
    expect(SecretsFileSchema.safeParse(read(file)).success).toBe(true);
    expect(localSecrets(folder('old'))).toEqual(upgraded);
  });
});

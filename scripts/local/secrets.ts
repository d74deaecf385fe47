import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SecretsFile } from '../../functions/platform/secrets';

/** A data folder's secrets, and the file that holds them (the stack passes it as SECRETS_FILE). */
export type LocalSecrets = Required<SecretsFile> & { file: string };

function fresh(): Required<SecretsFile> {
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    razorpayKeyId: `rzp_test_${randomBytes(7).toString('hex')}`,
    razorpayKeySecret: randomBytes(18).toString('base64url'),
    razorpayWebhookSecret: randomBytes(24).toString('base64url'),
    // The x-origin-verify value the gateway adds as CloudFront does (48 characters, as in the cloud).
    originVerify: randomBytes(36).toString('base64url'),
  };
}

/**
 * Secrets made once per data folder, so sessions survive restarts and no secret lives in the
 * repository. A file written by an older version keeps its values and gets the fields it lacks.
 */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = path.resolve(dataDir, 'secrets.json');
  const existing: Partial<SecretsFile> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) ?? {}) : {};
  const secrets = fresh();
  let changed = false;
  for (const key of Object.keys(secrets) as (keyof typeof secrets)[]) {
    const value = existing[key];
    if (typeof value === 'string' && value !== '') secrets[key] = value;
    else changed = true;
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return { ...secrets, file };
}

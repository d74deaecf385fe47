import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type LocalSecrets = { jwtSecret: string; razorpayKeyId: string; razorpayKeySecret: string };

/** Secrets made once per data folder, so sessions survive restarts and no secret lives in the repository. */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets: LocalSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    razorpayKeyId: `rzp_test_${randomBytes(7).toString('hex')}`,
    razorpayKeySecret: randomBytes(18).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

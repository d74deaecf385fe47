import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { KeyPolicy } from './key-policy';

// The key server's keys, kept in one JSON file under the stack's data folder so `npm start` keeps
// them across restarts (a sealed bid must still open after a restart) and the tests' temp folders
// throw them away. Key material never leaves this file except as the operations return it.

export type KeySpec = 'SYMMETRIC_DEFAULT' | 'ECC_NIST_P256';

export type StoredKey = {
  keyId: string;
  arn: string;
  /** Seconds since the epoch, as KMS's JSON protocol writes dates. */
  createdAt: number;
  description: string;
  keySpec: KeySpec;
  keyUsage: 'ENCRYPT_DECRYPT' | 'SIGN_VERIFY';
  policy: KeyPolicy;
  state: 'Enabled' | 'PendingDeletion';
  deletionAt?: number;
  /** base64 AES-256 key (symmetric) or PKCS#8 PEM private key (ECC). */
  material: string;
  aliases: string[];
};

export type NewKey = Pick<StoredKey, 'description' | 'keySpec' | 'policy'>;

export class KeyStore {
  private readonly file: string;
  private readonly keys = new Map<string, StoredKey>();

  constructor(
    dataDir: string,
    private readonly region: string,
    private readonly account: string,
  ) {
    const dir = path.join(dataDir, 'kms');
    mkdirSync(dir, { recursive: true });
    this.file = path.join(dir, 'keys.json');
    if (existsSync(this.file)) {
      for (const key of JSON.parse(readFileSync(this.file, 'utf8')) as StoredKey[]) this.keys.set(key.keyId, key);
    }
  }

  create(input: NewKey): StoredKey {
    const keyId = randomUUID();
    const key: StoredKey = {
      ...input,
      keyId,
      arn: `arn:aws:kms:${this.region}:${this.account}:key/${keyId}`,
      createdAt: Math.floor(Date.now() / 1000),
      keyUsage: input.keySpec === 'SYMMETRIC_DEFAULT' ? 'ENCRYPT_DECRYPT' : 'SIGN_VERIFY',
      state: 'Enabled',
      material: newMaterial(input.keySpec),
      aliases: [],
    };
    this.keys.set(keyId, key);
    this.save();
    return key;
  }

  /** A key by id, key ARN, alias name or alias ARN. */
  find(reference: string): StoredKey | undefined {
    const bare = reference.replace(/^arn:aws:kms:[^:]*:\d{12}:/, '').replace(/^key\//, '');
    if (bare.startsWith('alias/')) return [...this.keys.values()].find((key) => key.aliases.includes(bare));
    return this.keys.get(bare);
  }

  aliasArn(alias: string): string {
    return `arn:aws:kms:${this.region}:${this.account}:${alias}`;
  }

  update(key: StoredKey): void {
    this.keys.set(key.keyId, key);
    this.save();
  }

  private save(): void {
    const temporary = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify([...this.keys.values()]), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}

function newMaterial(spec: KeySpec): string {
  if (spec === 'SYMMETRIC_DEFAULT') return randomBytes(32).toString('base64');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

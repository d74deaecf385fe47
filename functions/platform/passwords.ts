import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's first recommended setting (m=19 MiB, t=2, p=1): ASVS-grade, and fast
// enough for the login budget.
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

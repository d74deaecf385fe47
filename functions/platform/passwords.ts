import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's first recommended setting (m=19 MiB, t=2, p=1): ASVS-grade, and fast
// enough for the login budget. Native (@node-rs/argon2): the Lambda bundles that hash carry its
// linux-arm64-gnu binary beside index.mjs (infra/lib/bundling/native-packages.ts).
const options = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a random password nobody knows, with the same parameters as every real hash: a login
 * for an account that does not exist verifies against it, so it takes as long as a wrong password.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$zALuOckb/KsRVvIQXHWk7A$RG0TofBOK74Q6BuC4hw6kzdZqc9ePXjC9qrXBV/YeQ8';

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

/**
 * Verifies against the stored hash, or, when there is no account (`stored` undefined), against a
 * dummy hash of the same cost and answers false: both take the same time.
 */
export async function verifyPasswordOrDummy(stored: string | undefined, password: string): Promise<boolean> {
  const matched = await verifyPassword(stored ?? DUMMY_HASH, password);
  return stored !== undefined && matched;
}

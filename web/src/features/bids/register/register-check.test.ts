import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cleanDigest, isDigestInRegister, registerRootOf } from './register-check';

// The server's chain (functions/domain/market/bid-digest.ts registerRoot), written out again here.
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const serverRoot = (digests: string[]) => digests.reduce((chain, d) => sha(`${chain}${d}`), sha('tender-register/v1'));

describe('the register check', () => {
  const digests = ['a'.repeat(64), 'b'.repeat(64), sha('third')];

  it('recomputes the same root as the server', async () => {
    expect(await registerRootOf(digests)).toBe(serverRoot(digests));
    expect(await registerRootOf([])).toBe(sha('tender-register/v1'));
  });

  it('finds a pasted digest, forgiving spaces and capitals', () => {
    expect(isDigestInRegister(digests, ` ${'B'.repeat(32)} ${'b'.repeat(32)}\n`)).toBe(true);
    expect(isDigestInRegister(digests, 'c'.repeat(64))).toBe(false);
    expect(cleanDigest(' AB cd ')).toBe('abcd');
  });
});

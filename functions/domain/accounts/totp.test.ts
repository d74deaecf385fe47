import { generate, generateSecret } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TOTP_PERIOD_SECONDS, matchingTimeStep } from './totp';

const secret = generateSecret();
const at = new Date('2026-11-22T10:00:10Z');
const epoch = Math.floor(at.getTime() / 1000);
const step = Math.floor(epoch / TOTP_PERIOD_SECONDS);
const codeOfStep = (offset: number) => generate({ secret, epoch: (step + offset) * TOTP_PERIOD_SECONDS });

describe('TOTP codes (RFC 6238, 30 s, ±1 step)', () => {
  it('accepts the current step and the one before and after, naming the step matched', async () => {
    for (const offset of [-1, 0, 1]) {
      expect(await matchingTimeStep(secret, await codeOfStep(offset), at)).toBe(step + offset);
    }
  });

  it('refuses codes two steps away, wrong codes, and malformed input', async () => {
    for (const offset of [-2, 2]) expect(await matchingTimeStep(secret, await codeOfStep(offset), at)).toBeUndefined();
    const right = await codeOfStep(0);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(await matchingTimeStep(secret, wrong, at)).toBeUndefined();
    expect(await matchingTimeStep('not base32!', right, at)).toBeUndefined();
    expect(await matchingTimeStep(secret, '12345', at)).toBeUndefined();
  });

  it('matches the RFC 6238 test vector (SHA-1, T = 59 s)', async () => {
    // RFC 6238 appendix B: secret "12345678901234567890", 8 digits 94287082 -> 6 digits 287082.
    const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(await matchingTimeStep(rfcSecret, '287082', new Date(59_000))).toBe(1);
  });
});

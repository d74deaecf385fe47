import { verify } from 'otplib';
import { claimTotpStep } from '../../data/totp-steps-repository';
import { enforceLimit, releaseLimit } from '../limits/enforce-limit';
import { accountLimits } from './limits';

// TOTP (RFC 6238): SHA-1, 6 digits, 30-second steps, the step before and after accepted for
// clock drift (secrets and QR codes: two-factor-setup.ts, kept apart so only that route bundles qrcode). Each step's code works once per account (a used step is remembered until it can
// no longer be accepted). Wrong codes count against accountLimits.otpAccount.

export const TOTP_PERIOD_SECONDS = 30;
/** ±1 step. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

/** The time step whose code this is (within ±1 step of now), or undefined. */
export async function matchingTimeStep(secret: string, code: string, now: Date): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : undefined;
  } catch {
    return undefined; // a malformed secret or code is simply not a match
  }
}

export type CodeOutcome = 'accepted' | 'wrong' | 'reused';

/**
 * Checks a code for this account and, if right, uses it up. Counts the attempt against the OTP
 * limit first (429 when over it) and gives it back when the code was right.
 */
export async function useTotpCode(userId: number, secret: string, code: string, now: Date): Promise<CodeOutcome> {
  await enforceLimit(accountLimits.otpAccount, String(userId), now);
  const step = await matchingTimeStep(secret, code, now);
  if (step === undefined) return 'wrong';
  // Kept until the step is more than one step in the past, plus a minute of slack.
  const keepUntil = (step + 2) * TOTP_PERIOD_SECONDS + 60;
  if (!(await claimTotpStep(userId, step, keepUntil))) return 'reused';
  await releaseLimit(accountLimits.otpAccount, String(userId), now);
  return 'accepted';
}

import { claimTotpStep } from '../../data/totp-steps-repository';
import { enforceLimit, releaseLimit } from '../limits/enforce-limit';
import { accountLimits } from './limits';
import { TOTP_PERIOD_SECONDS, matchingTimeStep } from './totp';

// Codes of the authenticator app (totp.ts: RFC 6238, ±1 step). Each step's code works once per
// account (a used step is remembered until it can no longer be accepted); wrong codes count
// against accountLimits.otpAccount. Secrets and QR codes are in two-factor-setup.ts, apart, so
// only that route's bundle carries qrcode.

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

import { verify } from 'otplib';

// RFC 6238 as authenticator apps use it (SHA-1, 6 digits, 30-second steps): plain functions, no
// storage. two-factor.ts adds the once-per-step rule and the attempt limit.

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

import type { Limit } from '../limits/enforce-limit';

// Every accounts limit, through the one throttle helper (functions/domain/limits/enforce-limit.ts).
// A subject's window opens at its first attempt (throttle-repository.ts), so a limit holds for any burst.

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

export const accountLimits = {
  /**
   * Failed logins per account (by user id; for an unknown login id, by that id) from addresses it has
   * not logged in from: 10 in 15 minutes, then those addresses wait for the window (a flood slows
   * down guessing from everywhere else, but never holds back the owner's own addresses).
   */
  loginAccount: { name: 'login:account', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  /** Failed logins per account from one address, known to it or not: 10 in 15 minutes. */
  loginAccountAddress: { name: 'login:account-address', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  /** Failed logins per viewer address, over every account: an office behind one address still gets room. */
  loginAddress: { name: 'login:address', limit: 30, windowSeconds: FIFTEEN_MINUTES },
  /** Wrong authenticator codes per account (login and turning two-factor on). */
  otpAccount: { name: 'otp:account', limit: 5, windowSeconds: FIFTEEN_MINUTES },
  /** Reset links asked for, per address and per email address (known or not). */
  forgotAddress: { name: 'forgot:address', limit: 5, windowSeconds: FIFTEEN_MINUTES },
  forgotEmail: { name: 'forgot:email', limit: 3, windowSeconds: HOUR },
  /** Reset attempts per address (tokens are 256 random bits: this only keeps the function cheap). */
  resetAddress: { name: 'reset:address', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  /** Verification mails sent again, per account and per address. */
  resendAccount: { name: 'resend:account', limit: 3, windowSeconds: FIFTEEN_MINUTES },
  resendAddress: { name: 'resend:address', limit: 10, windowSeconds: FIFTEEN_MINUTES },
  /** Accounts made per address. */
  signUpAddress: { name: 'sign-up:address', limit: 10, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

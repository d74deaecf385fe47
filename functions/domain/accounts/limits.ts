import type { FailurePolicy } from '../../data/login-failures-repository';
import type { Limit } from '../limits/enforce-limit';

// Every accounts limit, through the one throttle helper (functions/domain/limits/enforce-limit.ts).
// A subject's window opens at its first attempt (throttle-repository.ts), so a limit holds for any burst.

const FIFTEEN_MINUTES = 15 * 60;
const HOUR = 60 * 60;

export const accountLimits = {
  /** Wrong current passwords given to move an account's login (My Info, with a session): 10 in 15 minutes. */
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

/**
 * Failed logins per account (by user id; for an unknown login id, by that id) from devices and
 * addresses it does not know: 10 pass, then each further attempt waits, 1 minute after the tenth
 * and twice as long after each one more, up to 30 minutes; the run is forgotten an hour after its
 * last attempt. A guesser spread over many addresses gets about two tries an hour; the owner's known
 * devices and addresses never wait for it (login.ts), and a password reset ends the run.
 */
export const loginFailurePolicy: FailurePolicy = {
  free: 10,
  delaySeconds: (beyond) => Math.min(60 * 2 ** beyond, 30 * 60),
  forgetSeconds: HOUR,
};

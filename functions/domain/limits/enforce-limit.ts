import { countAttemptInWindow, refundAttempt } from '../../data/throttle-repository';
import { TooManyRequestsError } from '../../platform/errors';

export type Limit = {
  /** Names the counter, e.g. 'contact:address'. */
  name: string;
  limit: number;
  windowSeconds: number;
};

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A wait as the 429 messages say it: seconds under a minute, else whole minutes (rounded up). */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The one throttle every limit goes through (contact form per address; login, OTP, forgot and
 * resend per account and per address): counts this attempt, or refuses it with 429 and the time
 * after which the next window opens.
 */
export async function enforceLimit(limit: Limit, subject: string, now: Date): Promise<void> {
  const nowSeconds = epochSeconds(now);
  const count = await countAttemptInWindow(limit.name, subject, {
    nowSeconds,
    seconds: limit.windowSeconds,
    limit: limit.limit,
  });
  if (count.counted) return;
  const retryAfter = Math.max(1, count.windowEnds - nowSeconds);
  throw new TooManyRequestsError(`Too many requests. Please try again in ${waitText(retryAfter)}.`, retryAfter);
}

/**
 * Gives back the attempt `enforceLimit` counted at `now` (same limit, subject and window): for
 * limits on failures, whose attempts are counted before the outcome is known so that parallel
 * requests cannot run past the limit, and refunded when the attempt did not fail.
 */
export async function releaseLimit(limit: Limit, subject: string, now: Date): Promise<void> {
  await refundAttempt(limit.name, subject, epochSeconds(now));
}

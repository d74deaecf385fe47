import { putFollow } from '../../data/follows-repository';
import { logger } from '../../platform/logger';

/**
 * A bidder follows the tender it bids on: called once its bid first exists (started,
 * or submitted without a start). Idempotent; a follow that fails is logged, never the bid's
 * failure: the bid stands either way, and the bidder still hears of closing, opening and award.
 */
export async function followAsBidder(tenderId: number, userId: number, now: Date): Promise<void> {
  try {
    await putFollow({ tender_id: tenderId, user_id: userId, followed_at: now.toISOString(), source: 'bid' });
  } catch (error) {
    logger.warn('follow.auto_follow_failed', { tenderId, error: error instanceof Error ? error.name : 'unknown' });
  }
}

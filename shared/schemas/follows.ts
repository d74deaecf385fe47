import { TENDER_STATUSES } from './tender';
import { positiveId } from './common';
import * as z from './mini';

// zod/mini (./mini.ts): following tenders, for the routes and the web client's types.

export const FollowParams = z.object({ id: positiveId() });
export type FollowParams = z.infer<typeof FollowParams>;

/** Whether the caller follows the tender, and how many accounts do. */
export const FollowState = z.object({ following: z.boolean(), followers: z.number() });
export type FollowState = z.infer<typeof FollowState>;

/** GET /tenders/{id}/follow. */
export const FollowStateAnswer = z.object({ data: FollowState });
export type FollowStateAnswer = z.infer<typeof FollowStateAnswer>;

/** PUT and DELETE /tenders/{id}/follow. */
export const FollowChangeAnswer = z.object({ error: z.literal(false), message: z.string(), data: FollowState });
export type FollowChangeAnswer = z.infer<typeof FollowChangeAnswer>;

/** GET /tenders/{id}/followers (public): a count, never who. */
export const FollowerCountAnswer = z.object({ data: z.object({ followers: z.number() }) });
export type FollowerCountAnswer = z.infer<typeof FollowerCountAnswer>;

/** A tender the caller follows, as its list shows it. */
export const FollowedTender = z.object({
  id: z.number(),
  tender_uid: z.string(),
  project_name: z.string(),
  status: z.enum(TENDER_STATUSES),
  bid_submission_end_date: z.string(),
  followed_at: z.string(),
  /** 'bid': followed because the account bid on it. */
  source: z.enum(['follow', 'bid']),
});
export type FollowedTender = z.infer<typeof FollowedTender>;

/** GET /my/follows: newest follow first. */
export const MyFollowsAnswer = z.object({ data: z.array(FollowedTender) });
export type MyFollowsAnswer = z.infer<typeof MyFollowsAnswer>;

import { followMessages as m } from '@tender/shared/follow-messages';
import type {
  FollowChangeAnswer,
  FollowedTender,
  FollowerCountAnswer,
  FollowStateAnswer,
  MyFollowsAnswer,
} from '@tender/shared/schemas/follows';
import { TENDER_STATUSES, type TenderStatus } from '@tender/shared/schemas/tender';
import { tendersOfBids } from '../../data/bids-repository';
import { countFollowers, deleteFollow, isFollowing, listFollows, putFollow } from '../../data/follows-repository';
import type { Caller } from '../market/caller';
import { publishedTenderOr404 } from '../market/published-tender';

// Following a tender: any signed-in account follows a published tender (404 for any
// other), and is mailed its news by the mail-tender-news job (./tender-news.ts). Following and
// unfollowing are idempotent: the answer is the state after the call, whatever it was before.

async function stateOf(tenderId: number, userId: number) {
  const [following, followers] = await Promise.all([
    isFollowing(tenderId, userId),
    countFollowers(tenderId, { consistent: true }),
  ]);
  return { following, followers };
}

/** PUT /tenders/{id}/follow. */
export async function followTender(tenderId: number, caller: Caller, now: Date): Promise<FollowChangeAnswer> {
  await publishedTenderOr404(tenderId);
  await putFollow({ tender_id: tenderId, user_id: caller.userId, followed_at: now.toISOString(), source: 'follow' });
  return { error: false, message: m.followed, data: await stateOf(tenderId, caller.userId) };
}

/** DELETE /tenders/{id}/follow. */
export async function unfollowTender(tenderId: number, caller: Caller): Promise<FollowChangeAnswer> {
  await publishedTenderOr404(tenderId);
  await deleteFollow(tenderId, caller.userId);
  return { error: false, message: m.unfollowed, data: await stateOf(tenderId, caller.userId) };
}

/** GET /tenders/{id}/follow. */
export async function followState(tenderId: number, caller: Caller): Promise<FollowStateAnswer> {
  await publishedTenderOr404(tenderId);
  return { data: await stateOf(tenderId, caller.userId) };
}

/** GET /tenders/{id}/followers (public): how many follow it, never who. */
export async function followerCount(tenderId: number): Promise<FollowerCountAnswer> {
  await publishedTenderOr404(tenderId);
  return { data: { followers: await countFollowers(tenderId) } };
}

const isPublicStatus = (status: string): status is TenderStatus =>
  (TENDER_STATUSES as readonly string[]).includes(status);

/** GET /my/follows: the tenders the caller follows, newest follow first (a tender no longer public left out). */
export async function myFollows(caller: Caller): Promise<MyFollowsAnswer> {
  const follows = await listFollows(caller.userId);
  const tenders = await tendersOfBids(follows.map((follow) => follow.tender_id));
  const data: FollowedTender[] = follows.flatMap((follow) => {
    const tender = tenders.get(Number(follow.tender_id));
    if (!tender || !isPublicStatus(tender.status)) return [];
    return [
      {
        id: tender.id,
        tender_uid: tender.tender_uid,
        project_name: tender.project_name,
        status: tender.status,
        bid_submission_end_date: tender.bid_submission_end_date,
        followed_at: follow.followed_at,
        source: follow.source,
      },
    ];
  });
  return { data };
}

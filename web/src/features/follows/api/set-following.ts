import type { FollowChangeAnswer } from '@tender/shared/schemas/follows';
import { apiFetch } from '../../../lib/api/client';
import { followStateKey } from './follow-keys';

/** PUT (follow) or DELETE (unfollow) /tenders/{id}/follow: the state after the call, whatever it was. */
export function setFollowing(tenderId: number, following: boolean): Promise<FollowChangeAnswer> {
  return apiFetch<FollowChangeAnswer>(followStateKey(tenderId), { method: following ? 'PUT' : 'DELETE' });
}

import type { FollowStateAnswer } from '@tender/shared/schemas/follows';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { followStateKey } from './follow-keys';

/** GET /tenders/{id}/follow: whether the signed-in account follows the tender, and how many do (enabled false: no call). */
export function useFollowState(tenderId: number, enabled: boolean) {
  return useSWR<FollowStateAnswer, ApiError>(enabled ? followStateKey(tenderId) : null, (key: string) =>
    apiFetch<FollowStateAnswer>(key),
  );
}

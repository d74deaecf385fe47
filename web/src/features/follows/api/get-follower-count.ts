import type { FollowerCountAnswer } from '@tender/shared/schemas/follows';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { followerCountKey } from './follow-keys';

/** GET /tenders/{id}/followers: how many follow the tender, never who (enabled false: no call). */
export function useFollowerCount(tenderId: number, enabled: boolean) {
  return useSWR<FollowerCountAnswer, ApiError>(enabled ? followerCountKey(tenderId) : null, (key: string) =>
    apiFetch<FollowerCountAnswer>(key),
  );
}

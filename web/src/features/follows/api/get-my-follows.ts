import type { MyFollowsAnswer } from '@tender/shared/schemas/follows';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { myFollowsKey } from './follow-keys';

/** GET /my/follows: the tenders the signed-in account follows, newest follow first (enabled false: no call). */
export function useMyFollows(enabled = true) {
  return useSWR<MyFollowsAnswer, ApiError>(enabled ? myFollowsKey : null, (key: string) =>
    apiFetch<MyFollowsAnswer>(key),
  );
}

import type { MyClarificationListAnswer } from '@tender/shared/schemas/clarifications';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { myClarificationsKey } from './clarification-keys';

/** GET /my/clarifications?tender_id=: the signed-in contractor's own questions (enabled false: no call). */
export function useMyClarifications(tenderId: number, enabled: boolean) {
  return useSWR<MyClarificationListAnswer, ApiError>(enabled ? myClarificationsKey(tenderId) : null, (key: string) =>
    apiFetch<MyClarificationListAnswer>(key),
  );
}

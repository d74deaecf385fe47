import type { PublicClarificationListAnswer } from '@tender/shared/schemas/clarifications';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { publicClarificationsKey } from './clarification-keys';

/** GET /tenders/{id}/clarifications: the published answers, never who asked. */
export function useClarifications(tenderId: number) {
  return useSWR<PublicClarificationListAnswer, ApiError>(publicClarificationsKey(tenderId), (key: string) =>
    apiFetch<PublicClarificationListAnswer>(key),
  );
}

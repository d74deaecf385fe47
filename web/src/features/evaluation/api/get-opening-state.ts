import type { OpeningAnswer } from '@tender/shared/schemas/opening';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderOpeningKey } from './evaluation-keys';

/** GET /tenders/{id}/opening: whether the caller evaluates this tender, and whether the financial covers are open. */
export function useOpeningState(tenderId: number) {
  return useSWR<OpeningAnswer, ApiError>(tenderOpeningKey(tenderId), (key: string) => apiFetch<OpeningAnswer>(key));
}

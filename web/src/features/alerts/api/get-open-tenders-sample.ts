import type { TenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

/** The first 100 active tenders (a cached public list): what the form's "matches now" preview counts in. */
export const OPEN_TENDERS_SAMPLE_KEY = '/tenders/active_tenders?limit=100';

export function useOpenTendersSample() {
  return useSWR<TenderListAnswer, ApiError>(OPEN_TENDERS_SAMPLE_KEY, (key: string) => apiFetch<TenderListAnswer>(key));
}

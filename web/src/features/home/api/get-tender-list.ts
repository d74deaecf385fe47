import type { HomeTenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const TENDER_LIST_KEY = '/get_tender_list';

export function fetchTenderList(key: string): Promise<HomeTenderListAnswer> {
  return apiFetch<HomeTenderListAnswer>(key);
}

/** Home page tenders. SPEC.md §8: a failure here is silently ignored by the page. */
export function useTenderList() {
  return useSWR<HomeTenderListAnswer, ApiError>(TENDER_LIST_KEY, fetchTenderList);
}

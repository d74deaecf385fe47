import type { LookupAnswer } from '@tender/shared/schemas/settings';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { lookupOptions } from './lookup-options';

export const TENDER_CATEGORY_LIST_KEY = '/tender_category_list';

export function fetchTenderCategoryList(key: string): Promise<LookupAnswer> {
  return apiFetch<LookupAnswer>(key);
}

/** id -> label map as select options, sorted by label. Lookups change rarely: no refetch on focus. */
export function useTenderCategoryList() {
  const result = useSWR<LookupAnswer, ApiError>(TENDER_CATEGORY_LIST_KEY, fetchTenderCategoryList, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { ...result, options: lookupOptions(result.data?.data) };
}

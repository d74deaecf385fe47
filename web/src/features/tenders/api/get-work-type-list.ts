import type { LookupAnswer } from '@tender/shared/schemas/settings';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { lookupOptions } from './lookup-options';

export const WORK_TYPE_LIST_KEY = '/work_type_list';

export function fetchWorkTypeList(key: string): Promise<LookupAnswer> {
  return apiFetch<LookupAnswer>(key);
}

/** id -> label map as select options, sorted by label. Lookups change rarely: no refetch on focus. */
export function useWorkTypeList() {
  const result = useSWR<LookupAnswer, ApiError>(WORK_TYPE_LIST_KEY, fetchWorkTypeList, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { ...result, options: lookupOptions(result.data?.data) };
}

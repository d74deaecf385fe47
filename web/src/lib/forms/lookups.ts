import type { LookupAnswer } from '@tender/shared/schemas/settings';
import useSWR from 'swr';
import type { SelectOption } from '../../components/ui/native-select';
import type { ApiError } from '../api/api-error';
import { apiFetch } from '../api/client';

export const MATERIAL_LIST_KEY = '/material_list';
export const WORK_TYPE_LIST_KEY = '/work_type_list';

export function fetchLookup(key: string): Promise<LookupAnswer> {
  return apiFetch<LookupAnswer>(key);
}

/** id -> label as options in id order (SPEC: 1 Earth Work, 2 RCC Work). */
export function lookupOptionsById(map: Record<string, string> | undefined): SelectOption[] {
  return Object.entries(map ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([value, label]) => ({ value, label }));
}

function useLookup(key: string) {
  const result = useSWR<LookupAnswer, ApiError>(key, fetchLookup, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return { ...result, options: lookupOptionsById(result.data?.data) };
}

/** GET /material_list: the 'Labour with material' checkboxes. */
export const useMaterialList = () => useLookup(MATERIAL_LIST_KEY);

/** GET /work_type_list: the Type of Material/Work select. */
export const useWorkTypeList = () => useLookup(WORK_TYPE_LIST_KEY);

// The public lookup lists (id -> label) as select options, and the two that forms of several features
// use: materials and work types (the registration forms, the profile, the tender filters).
import type { LookupAnswer } from '@tender/shared/schemas/settings';
import useSWR from 'swr';
import type { SelectOption } from '../../components/ui/native-select';
import type { ApiError } from '../api/api-error';
import { apiFetch } from '../api/client';

export const MATERIAL_LIST_KEY = '/material_list';
export const WORK_TYPE_LIST_KEY = '/work_type_list';

/** How a list's options are ordered: by id (SPEC: 1 Earth Work, 2 RCC Work) or by label (the filters). */
export type LookupOrder = 'id' | 'label';

const EMPTY: SelectOption[] = [];

export function fetchLookup(key: string): Promise<LookupAnswer> {
  return apiFetch<LookupAnswer>(key);
}

/** id -> label as options in id order. */
export function lookupOptionsById(map: Record<string, string> | undefined): SelectOption[] {
  return Object.entries(map ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([value, label]) => ({ value, label }));
}

/** id -> label as options sorted by label. */
export function lookupOptionsByLabel(map: Record<string, string> | undefined): SelectOption[] {
  if (!map) return EMPTY;
  return Object.entries(map)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
}

/** A lookup list and its options. Lookups change rarely: no refetch on focus. */
export function useLookupList(key: string, order: LookupOrder) {
  const result = useSWR<LookupAnswer, ApiError>(key, fetchLookup, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  const map = result.data?.data;
  return { ...result, options: order === 'id' ? lookupOptionsById(map) : lookupOptionsByLabel(map) };
}

/** GET /material_list: the 'Labour with material' checkboxes. */
export const useMaterialList = () => useLookupList(MATERIAL_LIST_KEY, 'id');

/** GET /work_type_list: the Type of Material/Work select (id order), the tender filters (by label). */
export const useWorkTypeList = (order: LookupOrder = 'id') => useLookupList(WORK_TYPE_LIST_KEY, order);

import type { TenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderListKey, type TenderFilters } from './tender-list-query';

export const RE_TENDERS_PATH = '/tenders/re_tenders';

export function getReTendersKey(filters: TenderFilters): string {
  return tenderListKey(RE_TENDERS_PATH, filters);
}

export function fetchReTenders(key: string): Promise<TenderListAnswer> {
  return apiFetch<TenderListAnswer>(key);
}

export function useReTenders(filters: TenderFilters) {
  return useSWR<TenderListAnswer, ApiError>(getReTendersKey(filters), fetchReTenders, { keepPreviousData: true });
}

import type { TenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderListKey, type TenderFilters } from './tender-list-query';

export const ACTIVE_TENDERS_PATH = '/tenders/active_tenders';

export function getActiveTendersKey(filters: TenderFilters): string {
  return tenderListKey(ACTIVE_TENDERS_PATH, filters);
}

export function fetchActiveTenders(key: string): Promise<TenderListAnswer> {
  return apiFetch<TenderListAnswer>(key);
}

export function useActiveTenders(filters: TenderFilters) {
  return useSWR<TenderListAnswer, ApiError>(getActiveTendersKey(filters), fetchActiveTenders, {
    keepPreviousData: true,
  });
}

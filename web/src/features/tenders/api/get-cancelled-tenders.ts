import type { TenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderListKey, type TenderFilters } from './tender-list-query';

export const CANCELLED_TENDERS_PATH = '/tenders/cancelled_tenders';

export function getCancelledTendersKey(filters: TenderFilters): string {
  return tenderListKey(CANCELLED_TENDERS_PATH, filters);
}

export function fetchCancelledTenders(key: string): Promise<TenderListAnswer> {
  return apiFetch<TenderListAnswer>(key);
}

export function useCancelledTenders(filters: TenderFilters) {
  return useSWR<TenderListAnswer, ApiError>(getCancelledTendersKey(filters), fetchCancelledTenders, {
    keepPreviousData: true,
  });
}

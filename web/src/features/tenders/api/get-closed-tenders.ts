import type { ClosedTenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderListKey, type TenderFilters } from './tender-list-query';

export const CLOSED_TENDERS_PATH = '/tenders/closed_tenders';

export function getClosedTendersKey(filters: TenderFilters): string {
  return tenderListKey(CLOSED_TENDERS_PATH, filters);
}

export function fetchClosedTenders(key: string): Promise<ClosedTenderListAnswer> {
  return apiFetch<ClosedTenderListAnswer>(key);
}

export function useClosedTenders(filters: TenderFilters) {
  return useSWR<ClosedTenderListAnswer, ApiError>(getClosedTendersKey(filters), fetchClosedTenders, {
    keepPreviousData: true,
  });
}

import type { TenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderListKey, type TenderListRequest } from './tender-list-query';

export const ACTIVE_TENDERS_PATH = '/tenders/active_tenders';

export function getActiveTendersKey(request: TenderListRequest): string {
  return tenderListKey(ACTIVE_TENDERS_PATH, request);
}

export function fetchActiveTenders(key: string): Promise<TenderListAnswer> {
  return apiFetch<TenderListAnswer>(key);
}

export function useActiveTenders(request: TenderListRequest) {
  return useSWR<TenderListAnswer, ApiError>(getActiveTendersKey(request), fetchActiveTenders, {
    keepPreviousData: true,
  });
}

import type { TenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderListKey, type TenderListRequest } from './tender-list-query';

export const CANCELLED_TENDERS_PATH = '/tenders/cancelled_tenders';

export function getCancelledTendersKey(request: TenderListRequest): string {
  return tenderListKey(CANCELLED_TENDERS_PATH, request);
}

export function fetchCancelledTenders(key: string): Promise<TenderListAnswer> {
  return apiFetch<TenderListAnswer>(key);
}

export function useCancelledTenders(request: TenderListRequest) {
  return useSWR<TenderListAnswer, ApiError>(getCancelledTendersKey(request), fetchCancelledTenders, {
    keepPreviousData: true,
  });
}

import type { ClosedTenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderListKey, type TenderListRequest } from './tender-list-query';

export const CLOSED_TENDERS_PATH = '/tenders/closed_tenders';

export function getClosedTendersKey(request: TenderListRequest): string {
  return tenderListKey(CLOSED_TENDERS_PATH, request);
}

export function fetchClosedTenders(key: string): Promise<ClosedTenderListAnswer> {
  return apiFetch<ClosedTenderListAnswer>(key);
}

export function useClosedTenders(request: TenderListRequest) {
  return useSWR<ClosedTenderListAnswer, ApiError>(getClosedTendersKey(request), fetchClosedTenders, {
    keepPreviousData: true,
  });
}

import type { AwardedTenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderListKey, type TenderListRequest } from './tender-list-query';

/** "Results of Tenders": awarded tenders, each card with its award of contract. */
export const AWARDED_TENDERS_PATH = '/tenders/awarded_tenders';

export function getAwardedTendersKey(request: TenderListRequest): string {
  return tenderListKey(AWARDED_TENDERS_PATH, request);
}

export function fetchAwardedTenders(key: string): Promise<AwardedTenderListAnswer> {
  return apiFetch<AwardedTenderListAnswer>(key);
}

export function useAwardedTenders(request: TenderListRequest) {
  return useSWR<AwardedTenderListAnswer, ApiError>(getAwardedTendersKey(request), fetchAwardedTenders, {
    keepPreviousData: true,
  });
}

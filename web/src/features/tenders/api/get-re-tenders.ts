import type { TenderListAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { tenderListKey, type TenderListRequest } from './tender-list-query';

export const RE_TENDERS_PATH = '/tenders/re_tenders';

export function getReTendersKey(request: TenderListRequest): string {
  return tenderListKey(RE_TENDERS_PATH, request);
}

export function fetchReTenders(key: string): Promise<TenderListAnswer> {
  return apiFetch<TenderListAnswer>(key);
}

export function useReTenders(request: TenderListRequest) {
  return useSWR<TenderListAnswer, ApiError>(getReTendersKey(request), fetchReTenders, { keepPreviousData: true });
}

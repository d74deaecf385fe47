import type { TenderInfoAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { getTenderInfoKey } from './tender-info-key';

export function fetchTenderInfo(key: string): Promise<TenderInfoAnswer> {
  return apiFetch<TenderInfoAnswer>(key);
}

/** id null (a malformed address) makes no call at all. A 404 is final: the page shows Not Found. */
export function useTenderInfo(id: number | null) {
  return useSWR<TenderInfoAnswer, ApiError>(id === null ? null : getTenderInfoKey(id), fetchTenderInfo);
}

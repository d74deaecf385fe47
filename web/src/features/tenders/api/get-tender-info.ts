import { POSITIVE_ID_PATTERN } from '@tender/shared/rules';
import type { TenderInfoAnswer } from '@tender/shared/schemas/tender';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export function getTenderInfoKey(id: number): string {
  return `/tenders/get_tender_info/${id}`;
}

export function fetchTenderInfo(key: string): Promise<TenderInfoAnswer> {
  return apiFetch<TenderInfoAnswer>(key);
}

/** id null (a malformed address) makes no call at all. A 404 is final: the page shows Not Found. */
export function useTenderInfo(id: number | null) {
  return useSWR<TenderInfoAnswer, ApiError>(id === null ? null : getTenderInfoKey(id), fetchTenderInfo);
}

/** Route parameter -> positive whole number, or null (the rule of the API's IdParam, without zod in the bundle). */
export function parseTenderId(raw: string | undefined): number | null {
  if (!raw || !POSITIVE_ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

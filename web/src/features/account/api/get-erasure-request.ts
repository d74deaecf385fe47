// GET /account/erasure_request (functions/contracts/erasure.ts): the caller's own request to erase
// its account, or null.
import type { ErasureStateAnswer } from '@tender/shared/schemas/erasure';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';

export const ERASURE_REQUEST_KEY = '/account/erasure_request';

export const fetchErasureRequest = (key: string) => apiFetch<ErasureStateAnswer>(key);

/** Null key (no request) for an account that cannot ask (an Admin). */
export function useErasureRequest(enabled: boolean) {
  return useSWR<ErasureStateAnswer, ApiError>(enabled ? ERASURE_REQUEST_KEY : null, fetchErasureRequest);
}

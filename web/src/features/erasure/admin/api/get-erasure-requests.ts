// GET /admin/erasure_requests (functions/contracts/erasure.ts): requests to erase an account,
// newest first, of one status or all, paged by the server's cursor.
import type { ErasureListAnswer, ErasureStatus } from '@tender/shared/schemas/erasure';
import useSWR from 'swr';
import { withQuery } from '../../../../components/admin/admin-api';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';

export const ERASURE_REQUESTS_PATH = '/admin/erasure_requests';

export const erasureRequestsKey = (status: ErasureStatus | undefined, cursor: string | undefined) =>
  withQuery(ERASURE_REQUESTS_PATH, { status, cursor, limit: 50 });

export const fetchErasureRequests = (key: string) => apiFetch<ErasureListAnswer>(key);

export function useErasureRequests(status: ErasureStatus | undefined, cursor: string | undefined) {
  return useSWR<ErasureListAnswer, ApiError>(erasureRequestsKey(status, cursor), fetchErasureRequests, {
    keepPreviousData: true,
  });
}

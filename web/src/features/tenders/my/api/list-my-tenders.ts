// GET /my/tenders (functions/contracts/my-tenders.ts): the organisation's tenders in every state,
// newest first, paged by the server's cursor.
import type { MyTenderListAnswer } from '@tender/shared/schemas/tenders-organization';
import useSWR from 'swr';
import { withQuery } from '../../../../components/admin/admin-api';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';

/** The organisation's tender API (GET list, POST create; one tender below it). */
export const MY_TENDERS_PATH = '/my/tenders';

/** Its lists only (not the one tender a page already holds the answer of). */
export const MY_TENDER_LISTS_KEY = `${MY_TENDERS_PATH}?`;

export const MY_TENDER_PAGE_SIZE = 20;

export function myTendersKey(cursor: string | undefined): string {
  return withQuery(MY_TENDERS_PATH, { limit: MY_TENDER_PAGE_SIZE, cursor });
}

export function fetchMyTenders(key: string): Promise<MyTenderListAnswer> {
  return apiFetch<MyTenderListAnswer>(key);
}

export function useMyTenders(cursor: string | undefined) {
  return useSWR<MyTenderListAnswer, ApiError>(myTendersKey(cursor), fetchMyTenders, { keepPreviousData: true });
}

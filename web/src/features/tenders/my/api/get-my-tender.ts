// GET /my/tenders/{id}: one of the organisation's tenders in any state, its whole detail and version.
import type { AdminTenderAnswer } from '@tender/shared/schemas/tenders-admin';
import useSWR from 'swr';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';
import { MY_TENDERS_PATH } from './list-my-tenders';

export const myTenderKey = (id: number | string) => `${MY_TENDERS_PATH}/${id}`;

export function fetchMyTender(key: string): Promise<AdminTenderAnswer> {
  return apiFetch<AdminTenderAnswer>(key);
}

export function useMyTender(id: number) {
  // The form loads it once; a refetch on focus would not reach an open form anyway.
  return useSWR<AdminTenderAnswer, ApiError>(myTenderKey(id), fetchMyTender, { revalidateOnFocus: false });
}

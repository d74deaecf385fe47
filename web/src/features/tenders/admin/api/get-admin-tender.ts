// GET /admin/tenders/{id}: one tender in any state, its whole detail.
import type { AdminTenderAnswer } from '@tender/shared/schemas/tenders-admin';
import useSWR from 'swr';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';
import { ADMIN_TENDERS_PATH } from './tender-change-keys';

export const adminTenderKey = (id: number | string) => `${ADMIN_TENDERS_PATH}/${id}`;

export function fetchAdminTender(key: string): Promise<AdminTenderAnswer> {
  return apiFetch<AdminTenderAnswer>(key);
}

export function useAdminTender(id: number | string | undefined) {
  return useSWR<AdminTenderAnswer, ApiError>(
    id === undefined ? null : adminTenderKey(id),
    fetchAdminTender,
    // The form loads it once; a refetch on focus would not reach an open form anyway.
    { revalidateOnFocus: false },
  );
}

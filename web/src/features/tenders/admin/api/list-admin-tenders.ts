// GET /admin/tenders (functions/contracts/tenders-admin.ts): one state's tenders, searched and
// filtered, paged by the server's cursor.
import type { AdminTenderListAnswer, AdminTenderStatus } from '@tender/shared/schemas/tenders-admin';
import useSWR from 'swr';
import { withQuery } from '../../../../components/admin/admin-api';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';
import { ADMIN_TENDERS_PATH } from './tender-change-keys';

export type AdminTenderListFilter = {
  status: AdminTenderStatus;
  q?: string;
  category?: number;
  work_type?: number;
  cursor?: string;
};

export const ADMIN_TENDER_PAGE_SIZE = 20;

export function adminTendersKey(filter: AdminTenderListFilter): string {
  return withQuery(ADMIN_TENDERS_PATH, { ...filter, limit: ADMIN_TENDER_PAGE_SIZE });
}

export function fetchAdminTenders(key: string): Promise<AdminTenderListAnswer> {
  return apiFetch<AdminTenderListAnswer>(key);
}

export function useAdminTenders(filter: AdminTenderListFilter) {
  return useSWR<AdminTenderListAnswer, ApiError>(adminTendersKey(filter), fetchAdminTenders, {
    keepPreviousData: true,
  });
}

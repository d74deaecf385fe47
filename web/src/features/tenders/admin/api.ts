// The admin's tender calls (functions/contracts/tenders-admin.ts): list by status, one tender,
// create a draft, edit, publish, cancel, re-tender, a document's link.
import type {
  AdminTenderAnswer,
  AdminTenderChanged,
  AdminTenderListAnswer,
  AdminTenderStatus,
  CreateTenderBody,
  RetenderAnswer,
  RetenderBody,
  UpdateTenderBody,
} from '@tender/shared/schemas/tenders-admin';
import type { FileUrlAnswer } from '@tender/shared/schemas/uploads';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { withQuery } from '../../../components/admin/admin-api';

export const ADMIN_TENDERS_PATH = '/admin/tenders';
/** The public reads a tender change shows in (home list, the three lists, details). */
export const PUBLIC_TENDER_KEYS = ['/get_tender_list', '/tenders/'];

export const TENDER_STATUS_TABS: readonly { status: AdminTenderStatus; label: string }[] = [
  { status: 'draft', label: 'Drafts' },
  { status: 'active', label: 'Active' },
  { status: 'cancelled', label: 'Cancelled' },
  { status: 'retendered', label: 'Re-tendered' },
];

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

const get = <T>(key: string) => apiFetch<T>(key);

export function useAdminTenders(filter: AdminTenderListFilter) {
  return useSWR<AdminTenderListAnswer, ApiError>(adminTendersKey(filter), get<AdminTenderListAnswer>, {
    keepPreviousData: true,
  });
}

export const adminTenderKey = (id: number | string) => `${ADMIN_TENDERS_PATH}/${id}`;

export function useAdminTender(id: number | string | undefined) {
  return useSWR<AdminTenderAnswer, ApiError>(
    id === undefined ? null : adminTenderKey(id),
    get<AdminTenderAnswer>,
    // The form loads it once; a refetch on focus would not reach an open form anyway.
    { revalidateOnFocus: false },
  );
}

export function createTender(body: CreateTenderBody): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(ADMIN_TENDERS_PATH, { method: 'POST', body });
}

export function updateTender(id: number, body: UpdateTenderBody): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(adminTenderKey(id), { method: 'PUT', body });
}

export function publishTender(id: number): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(`${adminTenderKey(id)}/publish`, { method: 'POST' });
}

export function cancelTender(id: number, reason: string): Promise<AdminTenderChanged> {
  return apiFetch<AdminTenderChanged>(`${adminTenderKey(id)}/cancel`, { method: 'POST', body: { reason } });
}

export function retenderTender(id: number, body: RetenderBody): Promise<RetenderAnswer> {
  return apiFetch<RetenderAnswer>(`${adminTenderKey(id)}/retender`, { method: 'POST', body });
}

/** A short-lived link to one of the tender's documents (a draft's too). */
export function getTenderDocumentLink(id: number, documentId: number): Promise<FileUrlAnswer> {
  return apiFetch<FileUrlAnswer>(`${adminTenderKey(id)}/documents/${documentId}/link`);
}

// GET /contractors and GET /organizations (functions/contracts/registrants.ts, SPEC.md §7's own
// paths): a page of one list, newest first, with its filters.
import type { RegistrantListAnswer } from '@tender/shared/schemas/registrants';
import useSWR from 'swr';
import { withQuery } from '../../../../components/admin/admin-api';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';

/** Which list: contractors (vendors and, with role=Builder, builders) or organisations (buyers). */
export type RegistrantList = 'contractors' | 'organizations';
export type YesNo = 'true' | 'false';

/** Both lists' paths: a change to a registrant renews them. */
export const REGISTRANT_LIST_PATHS = ['/contractors', '/organizations'] as const;

export const REGISTRANT_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type RegistrantFilter = {
  list: RegistrantList;
  q?: string;
  verified?: YesNo;
  paid?: YesNo;
  status?: (typeof REGISTRANT_STATUSES)[number];
  /** Contractors' list only: Contractor (the default) or Builder. */
  role?: 'Contractor' | 'Builder';
  cursor?: string;
};

export const REGISTRANT_PAGE_SIZE = 20;

export function registrantsKey({ list, ...query }: RegistrantFilter): string {
  return withQuery(`/${list}`, {
    ...query,
    role: list === 'contractors' ? query.role : undefined,
    limit: REGISTRANT_PAGE_SIZE,
  });
}

export const fetchRegistrants = (key: string) => apiFetch<RegistrantListAnswer>(key);

export function useRegistrants(filter: RegistrantFilter) {
  return useSWR<RegistrantListAnswer, ApiError>(registrantsKey(filter), fetchRegistrants, { keepPreviousData: true });
}

// Registrants (functions/contracts/registrants.ts): SPEC.md §7's own paths for the lists and
// deletes (GET and DELETE /contractors, /organizations), the rest under /admin/registrants.
import { registrantMessages } from '@tender/shared/admin-messages';
import type { RegistrantAnswer, RegistrantChanged, RegistrantListAnswer } from '@tender/shared/schemas/registrants';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { withQuery, type MessageAnswer } from '../../../components/admin/admin-api';

/** Which list: contractors (vendors and, with role=Builder, builders) or organisations (buyers). */
export type RegistrantList = 'contractors' | 'organizations';
export type YesNo = 'true' | 'false';

export const REGISTRANT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const CONTRACTOR_GRADES = ['A', 'B', 'C', 'D'] as const;

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

export function useRegistrants(filter: RegistrantFilter) {
  return useSWR<RegistrantListAnswer, ApiError>(
    registrantsKey(filter),
    (key: string) => apiFetch<RegistrantListAnswer>(key),
    {
      keepPreviousData: true,
    },
  );
}

export const registrantKey = (id: number) => `/admin/registrants/${id}`;

export function useRegistrant(id: number) {
  return useSWR<RegistrantAnswer, ApiError>(registrantKey(id), (key: string) => apiFetch<RegistrantAnswer>(key));
}

export function reviewRegistrant(
  id: number,
  decision: 'approve' | 'reject',
  remark: string,
): Promise<RegistrantChanged> {
  return apiFetch<RegistrantChanged>(`${registrantKey(id)}/review`, { method: 'POST', body: { decision, remark } });
}

export function gradeRegistrant(id: number, grade: string): Promise<RegistrantChanged> {
  return apiFetch<RegistrantChanged>(`${registrantKey(id)}/grade`, { method: 'PUT', body: { grade } });
}

/** DELETE /contractors/{id} (contractors and builders) or /organizations/{id}. */
export function deleteRegistrant(list: RegistrantList, id: number): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(`/${list}/${id}`, { method: 'DELETE' });
}

/** The list a registrant of this kind is in (and deleted from). */
export const listOfKind = (kind: string): RegistrantList => (kind === 'organization' ? 'organizations' : 'contractors');

/** SPEC.md §8's texts for a fetch or delete that did not answer 200. */
export function failureText(list: RegistrantList, action: 'fetch' | 'delete'): string {
  if (list === 'organizations') {
    return action === 'fetch'
      ? registrantMessages.fetchOrganizationFailed
      : registrantMessages.deleteOrganizationFailed;
  }
  return action === 'fetch' ? registrantMessages.fetchContractorFailed : registrantMessages.deleteContractorFailed;
}

// Contact enquiries (functions/contracts/contacts-admin.ts): SPEC.md §2's contact list table,
// 10 per page, newest id first; one enquiry; edit; delete.
import type {
  AdminContactAnswer,
  AdminContactChanged,
  AdminContactListAnswer,
  UpdateContactBody,
} from '@tender/shared/schemas/contacts-admin';
import { CONTACT_TABLE_PER_PAGE } from '@tender/shared/constants';
import useSWR from 'swr';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import { withQuery, type MessageAnswer } from '../../../components/admin/admin-api';

export const ENQUIRIES_PATH = '/admin/contacts';

export const enquiriesKey = (cursor?: string) => withQuery(ENQUIRIES_PATH, { limit: CONTACT_TABLE_PER_PAGE, cursor });

export function useEnquiries(cursor?: string) {
  return useSWR<AdminContactListAnswer, ApiError>(
    enquiriesKey(cursor),
    (key: string) => apiFetch<AdminContactListAnswer>(key),
    { keepPreviousData: true },
  );
}

export const enquiryKey = (id: number) => `${ENQUIRIES_PATH}/${id}`;

export function useEnquiry(id: number) {
  return useSWR<AdminContactAnswer, ApiError>(enquiryKey(id), (key: string) => apiFetch<AdminContactAnswer>(key));
}

export function updateEnquiry(id: number, body: UpdateContactBody): Promise<AdminContactChanged> {
  return apiFetch<AdminContactChanged>(enquiryKey(id), { method: 'PUT', body });
}

export function deleteEnquiry(id: number): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(enquiryKey(id), { method: 'DELETE' });
}

// GET /admin/contacts (functions/contracts/contacts-admin.ts): SPEC.md §2's contact list table,
// 10 per page, newest id first.
import { CONTACT_TABLE_PER_PAGE } from '@tender/shared/constants';
import type { AdminContactListAnswer } from '@tender/shared/schemas/contacts-admin';
import useSWR from 'swr';
import { withQuery } from '../../../../components/admin/admin-api';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';

export const ENQUIRIES_PATH = '/admin/contacts';

export const enquiriesKey = (cursor?: string) => withQuery(ENQUIRIES_PATH, { limit: CONTACT_TABLE_PER_PAGE, cursor });

export const fetchEnquiries = (key: string) => apiFetch<AdminContactListAnswer>(key);

export function useEnquiries(cursor?: string) {
  return useSWR<AdminContactListAnswer, ApiError>(enquiriesKey(cursor), fetchEnquiries, { keepPreviousData: true });
}

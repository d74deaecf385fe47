// GET /admin/contacts/{id}: one enquiry.
import type { AdminContactAnswer } from '@tender/shared/schemas/contacts-admin';
import useSWR from 'swr';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';
import { ENQUIRIES_PATH } from './get-enquiries';

export const enquiryKey = (id: number) => `${ENQUIRIES_PATH}/${id}`;

export const fetchEnquiry = (key: string) => apiFetch<AdminContactAnswer>(key);

export function useEnquiry(id: number) {
  return useSWR<AdminContactAnswer, ApiError>(enquiryKey(id), fetchEnquiry);
}

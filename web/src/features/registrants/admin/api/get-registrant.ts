// GET /admin/registrants/{id}: the whole profile, read-only, with short-lived links to its files.
import type { RegistrantAnswer } from '@tender/shared/schemas/registrants';
import useSWR from 'swr';
import type { ApiError } from '../../../../lib/api/api-error';
import { apiFetch } from '../../../../lib/api/client';

export const registrantKey = (id: number) => `/admin/registrants/${id}`;

export const fetchRegistrant = (key: string) => apiFetch<RegistrantAnswer>(key);

export function useRegistrant(id: number) {
  return useSWR<RegistrantAnswer, ApiError>(registrantKey(id), fetchRegistrant);
}

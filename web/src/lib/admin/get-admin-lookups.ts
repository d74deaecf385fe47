// GET /admin/lookups/{kind} (functions/contracts/lookups-admin.ts): every entry of a lookup list with
// its use count, retired ones included. Shared: the lookups page edits them, the tender form offers them.
import type { AdminLookupListAnswer, LookupKindName } from '@tender/shared/schemas/lookups-admin';
import useSWR from 'swr';
import type { ApiError } from '../api/api-error';
import { apiFetch } from '../api/client';

export const lookupsKey = (kind: LookupKindName) => `/admin/lookups/${kind}`;

export const fetchAdminLookups = (key: string) => apiFetch<AdminLookupListAnswer>(key);

export function useAdminLookups(kind: LookupKindName) {
  return useSWR<AdminLookupListAnswer, ApiError>(lookupsKey(kind), fetchAdminLookups);
}

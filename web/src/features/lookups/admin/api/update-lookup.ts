// PUT /admin/lookups/{kind}/{id}: rename, retire or bring back.
import type { AdminLookupChanged, LookupKindName } from '@tender/shared/schemas/lookups-admin';
import { lookupsKey } from '../../../../lib/admin/get-admin-lookups';
import { apiFetch } from '../../../../lib/api/client';

export function updateLookup(
  kind: LookupKindName,
  id: number,
  change: { name?: string; retired?: boolean },
): Promise<AdminLookupChanged> {
  return apiFetch<AdminLookupChanged>(`${lookupsKey(kind)}/${id}`, { method: 'PUT', body: change });
}

// POST /admin/lookups/{kind}: a new entry.
import type { AdminLookupChanged, LookupKindName } from '@tender/shared/schemas/lookups-admin';
import { lookupsKey } from '../../../../lib/admin/get-admin-lookups';
import { apiFetch } from '../../../../lib/api/client';

export function createLookup(kind: LookupKindName, name: string): Promise<AdminLookupChanged> {
  return apiFetch<AdminLookupChanged>(lookupsKey(kind), { method: 'POST', body: { name } });
}

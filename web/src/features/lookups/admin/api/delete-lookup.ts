// DELETE /admin/lookups/{kind}/{id}: refused with 409 while a tender uses the entry.
import type { LookupKindName } from '@tender/shared/schemas/lookups-admin';
import type { MessageAnswer } from '../../../../components/admin/admin-api';
import { lookupsKey } from '../../../../lib/admin/get-admin-lookups';
import { apiFetch } from '../../../../lib/api/client';

export function deleteLookup(kind: LookupKindName, id: number): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(`${lookupsKey(kind)}/${id}`, { method: 'DELETE' });
}

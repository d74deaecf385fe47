// The lookup lists (functions/contracts/lookups-admin.ts): every entry with its use count, add,
// rename, retire or bring back, delete (refused with 409 while a tender uses it).
import type {
  AdminLookupChanged,
  AdminLookupEntry,
  AdminLookupListAnswer,
  LookupKindName,
} from '@tender/shared/schemas/lookups-admin';
import useSWR from 'swr';
import type { SelectOption } from '../../../components/ui/native-select';
import type { ApiError } from '../../../lib/api/api-error';
import { apiFetch } from '../../../lib/api/client';
import type { MessageAnswer } from '../../../components/admin/admin-api';

export const LOOKUP_LISTS: readonly { kind: LookupKindName; title: string; rowLabel: string }[] = [
  { kind: 'tender_category', title: 'Tender categories', rowLabel: 'category' },
  { kind: 'work_type', title: 'Work types', rowLabel: 'work type' },
  { kind: 'document_type', title: 'Document types', rowLabel: 'document type' },
  { kind: 'material', title: 'Materials', rowLabel: 'material' },
];

/** The public lists a lookup change shows in. */
export const PUBLIC_LOOKUP_KEYS = ['/tender_category_list', '/work_type_list', '/material_list', '/document_type_list'];

export const lookupsKey = (kind: LookupKindName) => `/admin/lookups/${kind}`;

export function useAdminLookups(kind: LookupKindName) {
  return useSWR<AdminLookupListAnswer, ApiError>(lookupsKey(kind), (key: string) =>
    apiFetch<AdminLookupListAnswer>(key),
  );
}

export function createLookup(kind: LookupKindName, name: string): Promise<AdminLookupChanged> {
  return apiFetch<AdminLookupChanged>(lookupsKey(kind), { method: 'POST', body: { name } });
}

export function updateLookup(
  kind: LookupKindName,
  id: number,
  change: { name?: string; retired?: boolean },
): Promise<AdminLookupChanged> {
  return apiFetch<AdminLookupChanged>(`${lookupsKey(kind)}/${id}`, { method: 'PUT', body: change });
}

export function deleteLookup(kind: LookupKindName, id: number): Promise<MessageAnswer> {
  return apiFetch<MessageAnswer>(`${lookupsKey(kind)}/${id}`, { method: 'DELETE' });
}

/**
 * A form's choices: the entries not retired, plus the one the record already has (kept while
 * retired: the server keeps it too), in name order.
 */
export function lookupChoices(entries: readonly AdminLookupEntry[] | undefined, keep: readonly number[] = []) {
  const options: SelectOption[] = (entries ?? [])
    .filter((entry) => !entry.retired || keep.includes(entry.id))
    .map((entry) => ({ value: String(entry.id), label: entry.retired ? `${entry.name} (retired)` : entry.name }));
  return options.sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
}

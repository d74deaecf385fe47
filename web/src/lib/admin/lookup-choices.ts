import type { AdminLookupEntry } from '@tender/shared/schemas/lookups-admin';
import type { SelectOption } from '../../components/ui/native-select';

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

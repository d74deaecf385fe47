import type { SelectOption } from '../../../components/ui/native-select';

const EMPTY: SelectOption[] = [];

export function lookupOptions(map: Record<string, string> | undefined): SelectOption[] {
  if (!map) return EMPTY;
  return Object.entries(map)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));
}

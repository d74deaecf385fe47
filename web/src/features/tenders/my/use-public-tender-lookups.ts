// The tender form's choices for an organisation: the public lookup lists (GET /tender_category_list,
// /work_type_list; retired entries are not in them). The Admin's lists, with their retired entries,
// are the Admin's only. A choice the stored tender already has keeps its name even when it is gone
// from the list (the server keeps it too).
import type { SelectOption } from '../../../components/ui/native-select';
import { useWorkTypeList } from '../../../lib/forms/lookups';
import { useTenderCategoryList } from '../api/get-tender-category-list';
import type { TenderLookups } from '../admin/use-tender-lookups';

/** A choice the stored tender has: its id as the form holds it, and its name. */
export type KeptChoice = { value: string; label: string };

function withKept(options: SelectOption[], kept: readonly KeptChoice[]): SelectOption[] {
  const missing = kept.filter(
    (choice, index) =>
      choice.value !== '' &&
      !options.some((option) => option.value === choice.value) &&
      kept.findIndex((other) => other.value === choice.value) === index,
  );
  return missing.length === 0 ? options : [...options, ...missing];
}

export function usePublicTenderLookups(kept: { categories: KeptChoice[]; workTypes: KeptChoice[] }): TenderLookups {
  const categories = useTenderCategoryList();
  const workTypes = useWorkTypeList('label');
  return {
    categoryOptions: withKept(categories.options, kept.categories),
    workTypeOptions: withKept(workTypes.options, kept.workTypes),
    failed: Boolean(categories.error || workTypes.error),
    retry: () => {
      void categories.mutate();
      void workTypes.mutate();
    },
  };
}

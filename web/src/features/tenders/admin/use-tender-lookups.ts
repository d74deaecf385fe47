// The tender form's lookup choices (tender categories, work types) from the admin's lookup lists:
// retired entries are left out, except those the tender already has (the server keeps them too).
import type { SelectOption } from '../../../components/ui/native-select';
import { useAdminLookups } from '../../../lib/admin/get-admin-lookups';
import { lookupChoices } from '../../../lib/admin/lookup-choices';
import type { TenderFormValues } from './tender-form-values';

type KeptLookups = Pick<TenderFormValues, 'tender_category_id' | 'material_work_type_id' | 'work_groups'>;

/** The tender form's choices and whether they could be loaded (with a retry). */
export type TenderLookups = {
  categoryOptions: SelectOption[];
  workTypeOptions: SelectOption[];
  failed: boolean;
  retry: () => void;
};

export function useTenderLookups(initialValues: KeptLookups): TenderLookups {
  const categories = useAdminLookups('tender_category');
  const workTypes = useAdminLookups('work_type');
  const keptWorkTypes = [
    Number(initialValues.material_work_type_id),
    ...initialValues.work_groups.map((group) => Number(group.material_work_type_id)),
  ];
  return {
    categoryOptions: lookupChoices(categories.data?.data, [Number(initialValues.tender_category_id)]),
    workTypeOptions: lookupChoices(workTypes.data?.data, keptWorkTypes),
    failed: Boolean(categories.error || workTypes.error),
    retry: () => {
      void categories.mutate();
      void workTypes.mutate();
    },
  };
}

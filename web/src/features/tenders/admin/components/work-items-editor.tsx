// Work items grouped by work type (SPEC.md §3 'Work Item Details'): THE list editor of groups (one
// stays), each group its work type and its rows in a list editor of its own.
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { tenderFieldMessages as m } from '@tender/shared/admin-messages';
import type { ListSpec } from '@tender/shared/field-spec';
import { ListEditor, type ListRow } from '../../../../components/form/list-editor';
import { SelectField } from '../../../../components/form/select-field';
import type { SelectOption } from '../../../../components/ui/native-select';
import { TENDER_WORK_ITEMS_MAX, WORK_ITEM_RULES } from '../tender-form-rules';
import { emptyWorkGroup } from '../tender-form-values';

/** A group's rows as the list editor shows them. */
export const workItemList: ListSpec = {
  name: 'items',
  title: 'Work items',
  rowLabel: 'work item',
  maxRows: TENDER_WORK_ITEMS_MAX,
  fields: [
    {
      name: 'item_description',
      label: WORK_ITEM_RULES.item_description.label,
      kind: 'text',
      required: m.workItemDescription,
      max: WORK_ITEM_RULES.item_description.max,
    },
    { name: 'quantity', label: 'Quantity', kind: 'amount', required: m.workItemQuantity },
    {
      name: 'unit',
      label: WORK_ITEM_RULES.unit.label,
      kind: 'text',
      required: m.workItemUnit,
      max: WORK_ITEM_RULES.unit.max,
      help: 'For example cum, sqm, MT, Nos',
    },
  ],
};

/** The groups: each needs an item, so there are never more groups than the items allowed. */
export const workGroupList: ListSpec = {
  name: 'work_groups',
  title: 'Work Item Details',
  rowLabel: 'work type group',
  maxRows: TENDER_WORK_ITEMS_MAX,
  fields: [],
};

export type WorkItemsEditorProps = { workTypeOptions: readonly SelectOption[] };

export function WorkItemsEditor({ workTypeOptions }: WorkItemsEditorProps) {
  const groupTitle = (row: ListRow, index: number) =>
    workTypeOptions.find((option) => option.value === row.material_work_type_id)?.label ?? `Work type ${index + 1}`;
  return (
    <Box borderTopWidth="1px" borderColor="gray.200" pt="6">
      <ListEditor
        list={workGroupList}
        newRow={emptyWorkGroup}
        rowTitle={groupTitle}
        description="Grouped by work type: choose the work type of each group, then its items."
        texts={{ removeLabel: (title) => `Remove the group ${title} and its items`, removeButton: 'Remove group' }}
        renderRow={(_, path) => <WorkGroupFields path={path} workTypeOptions={workTypeOptions} />}
      />
    </Box>
  );
}

/** One group: its work type, then its items. */
function WorkGroupFields({ path, workTypeOptions }: { path: string; workTypeOptions: readonly SelectOption[] }) {
  return (
    <Stack gap="4">
      <Box maxW={{ md: '24rem' }}>
        <SelectField
          name={`${path}.material_work_type_id`}
          label="Work type of these items"
          required
          options={workTypeOptions}
          placeholderOption="-Select work type-"
        />
      </Box>
      <ListEditor list={workItemList} name={`${path}.items`} headingLevel="h4" />
    </Stack>
  );
}

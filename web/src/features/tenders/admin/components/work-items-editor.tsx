// Work items grouped by work type (SPEC.md §3 'Work Item Details'): one group per work type, each
// with its work type and its rows in THE list editor; groups can be added and removed (one stays).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { tenderFieldMessages as m } from '@tender/shared/admin-messages';
import type { ListSpec } from '@tender/shared/field-spec';
import { getIn, useFormikContext } from 'formik';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { ListEditor } from '../../../../components/form/list-editor';
import { SelectField } from '../../../../components/form/select-field';
import type { SelectOption } from '../../../../components/ui/native-select';
import { emptyWorkGroup, TENDER_WORK_ITEMS_MAX, WORK_ITEM_RULES, type TenderFormValues } from '../tender-form-values';

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

export type WorkItemsEditorProps = { workTypeOptions: readonly SelectOption[] };

export function WorkItemsEditor({ workTypeOptions }: WorkItemsEditorProps) {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<TenderFormValues>();
  const headingId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const groups = values.work_groups;
  const listError = getIn(errors, 'work_groups');
  const nameOf = (id: string) => workTypeOptions.find((option) => option.value === id)?.label;
  // Stable keys per group, so removing one keeps the others' list editors (and focus) as they are.
  const keys = useRef<number[]>([]);
  const serial = useRef(0);
  while (keys.current.length < groups.length) keys.current.push((serial.current += 1));
  if (keys.current.length > groups.length) keys.current.length = groups.length;

  const handleAdd = () => void setFieldValue('work_groups', [...groups, emptyWorkGroup()]);
  const handleRemove = (index: number) => {
    keys.current.splice(index, 1);
    void setFieldValue(
      'work_groups',
      groups.filter((_, at) => at !== index),
    );
    addRef.current?.focus();
  };

  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" borderColor="gray.200" pt="6">
      <Heading as="h3" id={headingId} size="lg" color="brand.navy" mb="1">
        Work Item Details
      </Heading>
      <Text color="gray.700" mb="4">
        Grouped by work type: choose the work type of each group, then its items.
      </Text>
      {typeof listError === 'string' && submitCount > 0 ? (
        <Text role="alert" color="red.600" fontSize="sm" mb="3">
          {listError}
        </Text>
      ) : null}
      <Stack gap="6">
        {groups.map((group, index) => {
          const title = nameOf(group.material_work_type_id) ?? `Work type ${index + 1}`;
          return (
            <Box
              key={keys.current[index]}
              as="fieldset"
              borderWidth="1px"
              borderColor="gray.300"
              borderRadius="lg"
              p={{ base: '3', md: '5' }}
              minW="0"
            >
              <HStack as="legend" justify="space-between" w="full" gap="2" float="left" mb="3">
                <Text as="span" fontWeight="bold">
                  {title}
                </Text>
                {groups.length > 1 ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    onClick={() => handleRemove(index)}
                    aria-label={`Remove the group ${title} and its items`}
                  >
                    <Trash2 aria-hidden="true" />
                    Remove group
                  </Button>
                ) : null}
              </HStack>
              <Stack gap="4" clear="both">
                <Box maxW={{ md: '24rem' }}>
                  <SelectField
                    name={`work_groups.${index}.material_work_type_id`}
                    label="Work type of these items"
                    required
                    options={workTypeOptions}
                    placeholderOption="-Select work type-"
                  />
                </Box>
                <ListEditor list={workItemList} name={`work_groups.${index}.items`} headingLevel="h4" />
              </Stack>
            </Box>
          );
        })}
      </Stack>
      <Box mt="4">
        <Button ref={addRef} variant="outline" colorPalette="blue" onClick={handleAdd}>
          <Plus aria-hidden="true" />
          Add work type group
        </Button>
      </Box>
    </Box>
  );
}

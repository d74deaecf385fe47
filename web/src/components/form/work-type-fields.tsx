import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { useMaterialList, useWorkTypeList } from '../../lib/forms/lookups';
import { CheckboxGroupField } from './checkbox-group-field';
import { SelectField } from './select-field';

/**
 * Type of Material/Work: a work type (GET /work_type_list), as a tender's material_work_type_id is;
 * the 'Labour with material' checkboxes: the materials supplied with labour (GET /material_list).
 */
export function WorkTypeFields() {
  const materials = useMaterialList();
  const workTypes = useWorkTypeList();
  const failed = materials.error ?? workTypes.error;
  return (
    <>
      <Box minW="0">
        <SelectField
          name="material_work_type_id"
          label="Type of Material/Work"
          required
          placeholderOption="-Select Material Type-"
          options={workTypes.options}
        />
      </Box>
      <Box minW="0">
        <CheckboxGroupField
          name="with_labour_material"
          label="Labour with material"
          required
          options={materials.options}
        />
        {materials.isLoading ? (
          <Text fontSize="sm" color="gray.600" role="status">
            Loading the materials...
          </Text>
        ) : null}
      </Box>
      {failed ? (
        <Box gridColumn={{ md: 'span 2' }} role="alert" color="red.700" fontSize="sm">
          {failed.message}{' '}
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              void materials.mutate();
              void workTypes.mutate();
            }}
          >
            Retry
          </Button>
        </Box>
      ) : null}
    </>
  );
}

import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useField } from 'formik';
import { useId } from 'react';
import { Checkbox } from '../ui/checkbox';
import type { SelectOption } from '../ui/native-select';
import { afterPointerPress } from './deferred-blur';

export type CheckboxGroupFieldProps = {
  /** A Formik field holding the ticked options' values (string[]). */
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  helperText?: string;
};

/** Several checkboxes for one list value, grouped in a fieldset whose legend is the label. */
export function CheckboxGroupField({ name, label, options, required, helperText }: CheckboxGroupFieldProps) {
  const [field, meta, helpers] = useField<string[] | undefined>(name);
  const selected = Array.isArray(field.value) ? field.value : [];
  const errorText = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const helperId = useId();
  const errorId = useId();
  const describedBy = [helperText ? helperId : null, errorText ? errorId : null].filter(Boolean).join(' ');

  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value);
    void helpers.setValue(next);
  };

  return (
    <Box as="fieldset" aria-describedby={describedBy || undefined} aria-invalid={errorText ? true : undefined}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
        {label}
        {required ? (
          <>
            <Box as="span" color="red.600" ms="1" aria-hidden="true">
              *
            </Box>
            {/* A group cannot carry aria-required (its role does not take it): the legend says it. */}
            <Box as="span" srOnly>
              {' (required)'}
            </Box>
          </>
        ) : null}
      </Text>
      <Flex gap="4" flexWrap="wrap">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            checked={selected.includes(option.value)}
            invalid={Boolean(errorText)}
            onCheckedChange={(details) => toggle(option.value, details.checked === true)}
            inputProps={{
              name,
              value: option.value,
              onBlur: () => afterPointerPress(() => void helpers.setTouched(true)),
            }}
          >
            {option.label}
          </Checkbox>
        ))}
      </Flex>
      {helperText ? (
        <Text id={helperId} fontSize="sm" color="gray.600" mt="1">
          {helperText}
        </Text>
      ) : null}
      {errorText ? (
        <Text id={errorId} fontSize="xs" color="red.600" mt="1">
          {errorText}
        </Text>
      ) : null}
    </Box>
  );
}

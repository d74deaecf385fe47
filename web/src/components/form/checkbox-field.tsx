import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { Checkbox } from '../ui/checkbox';
import { afterPointerPress } from './deferred-blur';

export type CheckboxFieldProps = {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  /** Called with the new value after the form's value changed. */
  onCheckedChange?: (checked: boolean) => void;
};

/** A boolean Formik field as a Chakra checkbox; `meta.touched && meta.error` shows under it. */
export function CheckboxField({ name, label, helperText, required, onCheckedChange }: CheckboxFieldProps) {
  const [field, meta, helpers] = useField<boolean>(name);
  const errorText = meta.touched && meta.error ? meta.error : undefined;
  const helperId = useId();
  const errorId = useId();
  const describedBy = [helperText ? helperId : null, errorText ? errorId : null].filter(Boolean).join(' ');
  return (
    <Box>
      <Checkbox
        checked={Boolean(field.value)}
        invalid={Boolean(errorText)}
        required={required}
        onCheckedChange={(details) => {
          const checked = details.checked === true;
          void helpers.setValue(checked);
          onCheckedChange?.(checked);
        }}
        inputProps={{
          name,
          onBlur: () => afterPointerPress(() => void helpers.setTouched(true)),
          'aria-describedby': describedBy || undefined,
          'aria-invalid': errorText ? true : undefined,
        }}
      >
        {label}
      </Checkbox>
      {helperText ? (
        <Text id={helperId} fontSize="sm" color="gray.600" mt="1" ms="7">
          {helperText}
        </Text>
      ) : null}
      {errorText ? (
        <Text id={errorId} fontSize="sm" color="red.600" mt="1" ms="7">
          {errorText}
        </Text>
      ) : null}
    </Box>
  );
}

import { Field as ChakraField } from '@chakra-ui/react/field';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export type FieldProps = Omit<ChakraField.RootProps, 'label'> & {
  label: ReactNode;
  helperText?: ReactNode;
  errorText?: ReactNode;
};

/** Label, control, helper and error in one Chakra Field; the label is always tied to the control. */
export function Field({ label, helperText, errorText, children, ...rest }: FieldProps) {
  return (
    <ChakraField.Root recipe={fieldSlotRecipe} {...rest}>
      <ChakraField.Label>
        {label}
        <ChakraField.RequiredIndicator />
      </ChakraField.Label>
      {children}
      {helperText ? <ChakraField.HelperText>{helperText}</ChakraField.HelperText> : null}
      {errorText ? <ChakraField.ErrorText>{errorText}</ChakraField.ErrorText> : null}
    </ChakraField.Root>
  );
}

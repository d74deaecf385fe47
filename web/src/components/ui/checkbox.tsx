import { Checkbox as ChakraCheckbox } from '@chakra-ui/react/checkbox';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

export type CheckboxProps = Omit<ChakraCheckbox.RootProps, 'children' | 'onChange'> & {
  children: ReactNode;
  /** Props of the real (visually hidden) checkbox: name, onBlur, aria-describedby. */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
};

/** Chakra Checkbox carrying its own recipe: a real <input type=checkbox> inside its <label>. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { children, inputProps, ...rest },
  ref,
) {
  return (
    <ChakraCheckbox.Root recipe={checkboxSlotRecipe} colorPalette="blue" {...rest}>
      <ChakraCheckbox.HiddenInput ref={ref} {...inputProps} />
      <ChakraCheckbox.Control>
        <ChakraCheckbox.Indicator />
      </ChakraCheckbox.Control>
      <ChakraCheckbox.Label>{children}</ChakraCheckbox.Label>
    </ChakraCheckbox.Root>
  );
});

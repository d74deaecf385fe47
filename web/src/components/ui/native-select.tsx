import { NativeSelect } from '@chakra-ui/react/native-select';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps } from 'react';

export type SelectOption = { value: string; label: string };

export type SelectProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children'> & {
  options: readonly SelectOption[];
  placeholderOption?: string;
};

/** A native <select> (best on phones and for screen readers) styled by Chakra. */
export function Select({ options, placeholderOption, ...rest }: SelectProps) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
      <NativeSelect.Field {...rest}>
        {placeholderOption !== undefined ? <option value="">{placeholderOption}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

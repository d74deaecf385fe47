import { Input as ChakraInput, type InputProps as ChakraInputProps } from '@chakra-ui/react/input';
import { inputRecipe } from '@chakra-ui/react/theme';
import { forwardRef } from 'react';

export type InputProps = ChakraInputProps;

/** Chakra Input carrying its own recipe (see theme/system.ts: not registered up front). */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  return <ChakraInput ref={ref} recipe={inputRecipe} {...props} />;
});

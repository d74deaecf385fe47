import { Textarea as ChakraTextarea, type TextareaProps as ChakraTextareaProps } from '@chakra-ui/react/textarea';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { forwardRef } from 'react';

export type TextareaProps = ChakraTextareaProps;

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  return <ChakraTextarea ref={ref} recipe={textareaRecipe} {...props} />;
});

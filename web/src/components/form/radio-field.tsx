import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

export type RadioChoice = { value: string; label: ReactNode };

export type RadioFieldProps = {
  name: string;
  legend: string;
  choices: readonly RadioChoice[];
  /** inline: short words in a row (Qualified / Not qualified); cards: one bordered row each (a bid to choose). */
  variant?: 'inline' | 'cards';
};

const inlineStyle = { display: 'inline-flex', gap: '2' } as const;
const cardStyle = (selected: boolean) =>
  ({
    display: 'flex',
    gap: '3',
    p: '2',
    borderWidth: '1px',
    borderRadius: 'md',
    borderColor: selected ? 'blue.500' : 'gray.200',
  }) as const;

/** A formik field as native radio buttons in a fieldset (a phone's own control), its error under it. */
export function RadioField({ name, legend, choices, variant = 'inline' }: RadioFieldProps) {
  const [field, meta] = useField<string>(name);
  const errorId = useId();
  const errorText = meta.touched && meta.error ? meta.error : undefined;
  const cards = variant === 'cards';
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" aria-describedby={errorText ? errorId : undefined}>
      <chakra.legend fontWeight="medium" fontSize="sm" mb={cards ? '2' : '1'}>
        {legend}
      </chakra.legend>
      <Stack direction={cards ? 'column' : 'row'} gap={cards ? '2' : '5'} flexWrap="wrap">
        {choices.map((choice) => (
          <chakra.label
            key={choice.value}
            alignItems="center"
            cursor="pointer"
            {...(cards ? cardStyle(field.value === choice.value) : inlineStyle)}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={field.value === choice.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={errorText ? true : undefined}
            />
            {choice.label}
          </chakra.label>
        ))}
      </Stack>
      {errorText ? (
        <Text id={errorId} fontSize="sm" color="red.600" mt="1">
          {errorText}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

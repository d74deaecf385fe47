import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import type { FieldSpec } from '@tender/shared/field-spec';
import { useId, type ReactNode } from 'react';
import { FieldInput, type FieldInputProps } from './field-input';

export type FormSectionProps = {
  title: string;
  /** Described fields, shown in a two-column grid (one column on phones). */
  fields?: readonly FieldSpec[];
  /** Formik path prefix of the fields, e.g. 'bank_details'. */
  prefix?: string;
  /** Extra props per field name. */
  fieldProps?: Readonly<Record<string, Partial<FieldInputProps>>>;
  description?: ReactNode;
  /** Controls that are not described fields (the work type select and checkboxes). */
  children?: ReactNode;
};

/** Props of the bank details' fields: the IFSC in capitals, checked once it has its 11 characters. */
export const bankFieldProps = { ifsc_code: { upperCase: true, liveFrom: 11 } } as const;

/** One titled part of a company form (h3), its fields in a responsive grid. */
export function FormSection({ title, fields = [], prefix, fieldProps = {}, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" borderColor="gray.200" pt="6">
      <Heading as="h3" id={headingId} size="lg" color="brand.navy" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description ? (
        <Text color="gray.700" mb="4">
          {description}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {fields.map((field) => (
          <Box key={field.name} minW="0">
            <FieldInput
              field={field}
              name={prefix ? `${prefix}.${field.name}` : field.name}
              {...fieldProps[field.name]}
            />
          </Box>
        ))}
        {children}
      </SimpleGrid>
    </Box>
  );
}

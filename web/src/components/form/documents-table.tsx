import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId } from 'react';
import type { DocumentName, DocumentTableRow } from '../../lib/forms/company-schema';
import { FieldInput } from './field-input';

export type DocumentsTableProps = {
  /** Described rows: registration's through documentTableRows(), the profile's ProfileDocumentSpec as they are. */
  rows: readonly DocumentTableRow[];
  /** The section's heading (default 'Upload Documents'). */
  title?: string;
  headingLevel?: 'h2' | 'h3';
};

/** Characters after which a document's identity check answers while typing (PAN 10, GSTIN 15, pin 6). */
const LIVE_FROM: Partial<Record<DocumentName, number>> = { document_1: 10, document_2: 15, document_3: 6 };

/**
 * The Upload Documents table (SPEC §2): per document its number and name, a typed value and a file.
 * Each row is a fieldset named by its document, so the controls read as 'PAN Number' of 'PAN of
 * Firm/Company'; three columns on wide screens, stacked cards on phones.
 */
export function DocumentsTable({ rows, title = 'Upload Documents', headingLevel = 'h3' }: DocumentsTableProps) {
  const headingId = useId();
  const columns = { base: '1fr', md: 'minmax(10rem, 1fr) minmax(12rem, 1.2fr) minmax(14rem, 1.4fr)' };
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" borderColor="gray.200" pt="6">
      <Heading as={headingLevel} id={headingId} size="lg" color="brand.navy" mb="4">
        {title}
      </Heading>
      <Grid
        aria-hidden="true"
        display={{ base: 'none', md: 'grid' }}
        templateColumns={columns}
        gap="4"
        px="4"
        pb="2"
        fontSize="sm"
        fontWeight="semibold"
        color="gray.600"
      >
        <Text>Document</Text>
        <Text>Value</Text>
        <Text>File (JPEG, PNG or PDF, up to 5 MB)</Text>
      </Grid>
      <Stack gap="3">
        {rows.map((row, index) => {
          const { value, file } = row;
          return (
            <Grid
              key={row.name}
              as="fieldset"
              templateColumns={columns}
              gap="4"
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="lg"
              p={{ base: '3', md: '4' }}
              minW="0"
            >
              <Text as="legend" float="left" fontWeight="semibold" pt={{ md: '2' }}>
                {index + 1}. {row.label}
                {value.required || file.required ? (
                  <Box as="span" color="red.600" ms="1" aria-hidden="true">
                    *
                  </Box>
                ) : null}
              </Text>
              <Box minW="0">
                <FieldInput
                  field={value}
                  name={`${row.name}.value`}
                  upperCase={row.name === 'document_1' || row.name === 'document_2'}
                  liveFrom={LIVE_FROM[row.name]}
                />
              </Box>
              <Box minW="0">
                <FieldInput field={{ ...file, label: `${row.label} file` }} name={`${row.name}.storage`} />
              </Box>
            </Grid>
          );
        })}
      </Stack>
    </Box>
  );
}

// A registrant's whole profile, read-only: each section's fields as terms, each list as rows, each
// stored file as a link that opens it (the links are short-lived: reload the page for new ones).
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { ExternalLink } from 'lucide-react';
import { isLinkedFile, labelOf, plainText, shownEntries } from './profile-values';

function Value({ value }: { value: unknown }) {
  if (isLinkedFile(value)) {
    return (
      <Link href={value.url} target="_blank" rel="noopener noreferrer" color="blue.700">
        {value.file_name ?? 'View file'}
        <ExternalLink aria-hidden="true" size={14} />
      </Link>
    );
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return <Terms record={value as Record<string, unknown>} nested />;
  }
  return <>{plainText(value)}</>;
}

export function Terms({ record, nested = false }: { record: Record<string, unknown>; nested?: boolean }) {
  const entries = shownEntries(record);
  if (entries.length === 0) return <Text color="gray.700">—</Text>;
  return (
    <SimpleGrid as="dl" columns={nested ? 1 : { base: 1, md: 2 }} gapX="6" gapY="2" ps={nested ? '3' : undefined}>
      {entries.map(([key, value]) => (
        <Box key={key} minW="0">
          <chakra.dt fontSize="sm" color="gray.600">
            {labelOf(key)}
          </chakra.dt>
          <chakra.dd ms="0" wordBreak="break-word" whiteSpace="pre-line">
            <Value value={value} />
          </chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
}

export type ProfileSectionProps = {
  title: string;
  record?: Record<string, unknown> | null;
  rows?: Record<string, unknown>[];
};

/** One titled part of the profile: a record's fields, or a list's rows. */
export function ProfileSection({ title, record, rows }: ProfileSectionProps) {
  return (
    <Box as="section" borderTopWidth="1px" borderColor="gray.200" pt="4">
      <Heading as="h3" size="md" color="brand.navy" mb="3">
        {title}
      </Heading>
      {rows ? (
        rows.length === 0 ? (
          <Text color="gray.700">None.</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none">
            {rows.map((row, index) => (
              <Box as="li" key={index} borderWidth="1px" borderRadius="md" p="3" bg="gray.50">
                <Terms record={row} />
              </Box>
            ))}
          </Stack>
        )
      ) : record ? (
        <Terms record={record} />
      ) : (
        <Text color="gray.700">Not given.</Text>
      )}
    </Box>
  );
}

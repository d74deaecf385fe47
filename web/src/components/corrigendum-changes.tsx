import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { TenderChange } from '@tender/shared/tender-diff';

// A corrigendum's field-by-field diff, one block per change (readable at phone
// width): the field's label, what happened to it, and what it was and became. The tender page,
// the admin's editor and the proposals list show it alike.

const KIND_WORDS: Record<TenderChange['kind'], { text: string; palette: string }> = {
  changed: { text: 'changed', palette: 'blue' },
  added: { text: 'added', palette: 'green' },
  removed: { text: 'removed', palette: 'red' },
  replaced: { text: 'replaced', palette: 'purple' },
};

export type CorrigendumChangesProps = { changes: readonly TenderChange[]; label?: string };

export function CorrigendumChanges({ changes, label = 'Changes' }: CorrigendumChangesProps) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={label}>
      {changes.map((change, index) => (
        <Box as="li" key={`${change.field}-${index}`} borderLeftWidth="3px" borderColor="gray.300" pl="3">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{change.label}</Text>
            <Badge colorPalette={KIND_WORDS[change.kind].palette} variant="subtle" textTransform="none">
              {KIND_WORDS[change.kind].text}
            </Badge>
          </HStack>
          {change.before !== null ? (
            <Text fontSize="sm" color="gray.700" overflowWrap="anywhere">
              Was: <Box as="del">{change.before}</Box>
            </Text>
          ) : null}
          {change.after !== null ? (
            <Text fontSize="sm" overflowWrap="anywhere">
              Now: {change.after}
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}

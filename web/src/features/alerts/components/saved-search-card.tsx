import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { SavedSearch } from '@tender/shared/schemas/saved-searches';
import type { SelectOption } from '../../../components/ui/native-select';

export type SavedSearchCardProps = {
  search: SavedSearch;
  workTypes: readonly SelectOption[];
  categories: readonly SelectOption[];
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

const labelOf = (options: readonly SelectOption[], id: number) =>
  options.find((option) => option.value === String(id))?.label ?? `#${id}`;

function filterSummary(search: SavedSearch, workTypes: readonly SelectOption[], categories: readonly SelectOption[]) {
  const parts: string[] = [];
  if (search.work_type != null) parts.push(`Work type: ${labelOf(workTypes, search.work_type)}`);
  if (search.category != null) parts.push(`Category: ${labelOf(categories, search.category)}`);
  if (search.location) parts.push(`Location: ${search.location}`);
  if (search.pin_code_prefix) parts.push(`Pin code: ${search.pin_code_prefix}…`);
  if (search.value_min_crore != null || search.value_max_crore != null) {
    parts.push(`Value: ${search.value_min_crore ?? 0} to ${search.value_max_crore ?? 'any'} crore`);
  }
  if (search.closing_within_days != null) parts.push(`Closing within ${search.closing_within_days} days`);
  if (search.keywords) parts.push(`Keywords: ${search.keywords}`);
  return parts.join(' · ');
}

function alertSummary(search: SavedSearch) {
  const kinds = [
    ...(search.instant ? ['instant alerts'] : []),
    ...(search.digest ? [`daily digest at ${String(search.digest_hour).padStart(2, '0')}:00 IST`] : []),
  ];
  return kinds.length ? `Mails: ${kinds.join(' and ')}` : 'No mails (alerts off)';
}

/** One saved search in the list: its name, filters and alerts, with Edit and Delete. */
export function SavedSearchCard({ search, workTypes, categories, busy, onEdit, onDelete }: SavedSearchCardProps) {
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="4" listStyleType="none">
      <Heading as="h2" size="md">
        {search.name}
      </Heading>
      <Text fontSize="sm" color="gray.700">
        {filterSummary(search, workTypes, categories)}
      </Text>
      <Text fontSize="sm" color="gray.700">
        {alertSummary(search)}
      </Text>
      <HStack gap="2" mt="2" flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${search.name}`}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={busy}
          onClick={onDelete}
          aria-label={`Delete ${search.name}`}
        >
          Delete
        </Button>
      </HStack>
    </Box>
  );
}

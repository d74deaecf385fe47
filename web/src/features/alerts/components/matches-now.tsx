import { Text } from '@chakra-ui/react/text';
import { matchesSavedSearch } from '@tender/shared/saved-search-match';
import { hasAnyFilter } from '@tender/shared/schemas/saved-searches';
import { useFormikContext } from 'formik';
import { useOpenTendersSample } from '../api/get-open-tenders-sample';
import { bodyOf, type SavedSearchValues } from '../saved-search-form-rules';
import { usePageNow } from '../../../lib/use-page-now';

/**
 * How many of the active tenders the search matches now, by the same rule the alert jobs use
 * (shared/saved-search-match.ts). A list card has no pin code, so a search with one is not previewed.
 */
export function MatchesNow() {
  const { values } = useFormikContext<SavedSearchValues>();
  const { data } = useOpenTendersSample();
  const now = usePageNow();
  const filters = bodyOf(values);
  if (!data || !hasAnyFilter(filters) || filters.pin_code_prefix) return null;
  const count = data.data.filter((tender) => matchesSavedSearch(tender, filters, now)).length;
  const more = data.next_cursor ? ' (of the first 100)' : '';
  return (
    <Text fontSize="sm" color="gray.700" role="status">
      Matches now: {count} active {count === 1 ? 'tender' : 'tenders'}
      {more}.
    </Text>
  );
}

import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Search, X } from 'lucide-react';
import type { FormEvent, MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/native-select';
import { SaveSearchLink } from '../../../components/save-search-link';
import { useWorkTypeList } from '../../../lib/forms/lookups';
import { useTenderCategoryList } from '../api/get-tender-category-list';
import { TENDER_FILTER_KEYS, type TenderFilters as Filters } from '../api/tender-list-query';

export type TenderFiltersProps = {
  /** The filters of the address: the fields' first values. */
  initial: Filters;
  onApply: (filters: Filters) => void;
  /** The list's path: without the app, Search asks the server for it with the fields in the query string. */
  action: string;
  /** What a native Search keeps of the address besides the fields (the batch size). */
  kept: URLSearchParams;
  /** The list without filters. */
  clearHref: string;
};

/** The form's filled-in filters, trimmed: an empty field is no filter. */
function filledFilters(form: HTMLFormElement): Filters {
  const data = new FormData(form);
  const filled: Filters = {};
  for (const key of TENDER_FILTER_KEYS) {
    const value = data.get(key);
    if (typeof value === 'string' && value.trim()) filled[key] = value.trim();
  }
  return filled;
}

/**
 * Tender id (contains), bid end date, category and work type (SPEC.md §2). A plain GET form, so it
 * filters before the app runs (the data page renders the list for any query string); its fields are
 * uncontrolled, so what was typed before the app took over is what Search reads.
 */
export function TenderFilters({ initial, onApply, action, kept, clearHref }: TenderFiltersProps) {
  const categories = useTenderCategoryList();
  const workTypes = useWorkTypeList('label');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(filledFilters(event.currentTarget));
  };

  // On the list without filters already the address does not change: empty what was typed.
  const handleClear = (event: MouseEvent<HTMLAnchorElement>) => event.currentTarget.closest('form')?.reset();

  return (
    <chakra.form
      role="search"
      aria-label="Filter tenders"
      method="get"
      action={action}
      onSubmit={handleSubmit}
      bg="gray.50"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
    >
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Field label="Tender ID">
          <Input
            name="tender_id"
            defaultValue={initial.tender_id ?? ''}
            placeholder="e.g. PPC/2026/0012"
            maxLength={60}
            bg="white"
          />
        </Field>
        <Field label="Bid end date">
          <Input type="date" name="bid_end_date" defaultValue={initial.bid_end_date ?? ''} bg="white" />
        </Field>
        <Field label="Tender category">
          {/* Mounted again once its options are in: an uncontrolled select picks its value when mounted. */}
          <Select
            key={categories.options.length}
            name="category"
            defaultValue={initial.category ?? ''}
            options={categories.options}
            placeholderOption="All categories"
            bg="white"
          />
        </Field>
        <Field label="Work type">
          <Select
            key={workTypes.options.length}
            name="work_type"
            defaultValue={initial.work_type ?? ''}
            options={workTypes.options}
            placeholderOption="All work types"
            bg="white"
          />
        </Field>
      </SimpleGrid>
      <HStack mt="4" gap="3" justify="flex-end" flexWrap="wrap">
        <SaveSearchLink filters={initial} />
        <Button asChild variant="ghost" type={undefined}>
          <Link to={clearHref} onClick={handleClear}>
            <X aria-hidden="true" />
            Clear filters
          </Link>
        </Button>
        <Button type="submit" colorPalette="blue">
          <Search aria-hidden="true" />
          Search
        </Button>
      </HStack>
    </chakra.form>
  );
}

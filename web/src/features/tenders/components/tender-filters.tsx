import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { LiveFieldset } from '../../../components/form/live-fieldset';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/native-select';
import { SaveSearchLink } from '../../../components/save-search-link';
import { useWorkTypeList } from '../../../lib/forms/lookups';
import { useTenderCategoryList } from '../api/get-tender-category-list';
import type { TenderFilters as Filters } from '../api/tender-list-query';

export type TenderFiltersProps = {
  initial: Filters;
  onApply: (filters: Filters) => void;
};

/** Tender id (contains), bid end date, category and work type (SPEC.md §2). */
export function TenderFilters({ initial, onApply }: TenderFiltersProps) {
  const [values, setValues] = useState<Required<Filters>>({
    tender_id: initial.tender_id ?? '',
    bid_end_date: initial.bid_end_date ?? '',
    category: initial.category ?? '',
    work_type: initial.work_type ?? '',
  });
  const categories = useTenderCategoryList();
  const workTypes = useWorkTypeList('label');

  const handleChange = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const applied: Filters = {};
    for (const [key, value] of Object.entries(values) as [keyof Filters, string][]) {
      if (value.trim()) applied[key] = value.trim();
    }
    onApply(applied);
  };

  const handleClear = () => {
    setValues({ tender_id: '', bid_end_date: '', category: '', work_type: '' });
    onApply({});
  };

  return (
    <chakra.form
      role="search"
      aria-label="Filter tenders"
      onSubmit={handleSubmit}
      bg="gray.50"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
    >
      <LiveFieldset>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          <Field label="Tender ID">
            <Input
              name="tender_id"
              value={values.tender_id}
              onChange={handleChange('tender_id')}
              placeholder="e.g. PPC/2026/0012"
              maxLength={60}
              bg="white"
            />
          </Field>
          <Field label="Bid end date">
            <Input
              type="date"
              name="bid_end_date"
              value={values.bid_end_date}
              onChange={handleChange('bid_end_date')}
              bg="white"
            />
          </Field>
          <Field label="Tender category">
            <Select
              name="category"
              value={values.category}
              onChange={handleChange('category')}
              options={categories.options}
              placeholderOption="All categories"
              bg="white"
            />
          </Field>
          <Field label="Work type">
            <Select
              name="work_type"
              value={values.work_type}
              onChange={handleChange('work_type')}
              options={workTypes.options}
              placeholderOption="All work types"
              bg="white"
            />
          </Field>
        </SimpleGrid>
        <HStack mt="4" gap="3" justify="flex-end" flexWrap="wrap">
          <SaveSearchLink filters={values} />
          <Button type="button" variant="ghost" onClick={handleClear}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
          <Button type="submit" colorPalette="blue">
            <Search aria-hidden="true" />
            Search
          </Button>
        </HStack>
      </LiveFieldset>
    </chakra.form>
  );
}

import { Button } from '@chakra-ui/react/button';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack, Stack } from '@chakra-ui/react/stack';
import {
  SAVED_SEARCH_KEYWORDS_MAX,
  SAVED_SEARCH_LOCATION_MAX,
  SAVED_SEARCH_NAME_MAX,
} from '@tender/shared/saved-search-messages';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Notice } from '../../../components/ui/alert';
import { firstFieldErrors, isApiError } from '../../../lib/api/api-error';
import { useLookupList, useWorkTypeList } from '../../../lib/forms/lookups';
import { saveSavedSearch } from '../api/save-saved-search';
import { bodyOf, savedSearchSchema, type SavedSearchValues } from '../saved-search-form-rules';
import { MatchesNow } from './matches-now';

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, '0')}:00 IST`,
}));

export type SavedSearchFormProps = {
  initial: SavedSearchValues;
  /** The search edited; none: a new one. */
  searchId?: number;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/** Create or edit a saved search: its filters, then its alerts (instant, daily digest at an IST hour). */
export function SavedSearchForm({ initial, searchId, onSaved, onCancel }: SavedSearchFormProps) {
  const [problem, setProblem] = useState<string>();
  const categories = useLookupList('/tender_category_list', 'label');
  const workTypes = useWorkTypeList('label');

  const handleSubmit = async (values: SavedSearchValues, helpers: FormikHelpers<SavedSearchValues>) => {
    setProblem(undefined);
    try {
      const answer = await saveSavedSearch(bodyOf(values), searchId);
      onSaved(answer.message);
    } catch (failure) {
      if (!isApiError(failure)) throw failure;
      helpers.setErrors(firstFieldErrors(failure.fieldErrors));
      setProblem(failure.message);
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={savedSearchSchema} onSubmit={handleSubmit}>
      {({ isSubmitting, values }) => (
        <Form noValidate aria-label={searchId === undefined ? 'New saved search' : 'Edit saved search'}>
          <Stack gap="4" borderWidth="1px" borderColor="gray.200" borderRadius="lg" p={{ base: '4', md: '5' }}>
            {problem ? <Notice status="error">{problem}</Notice> : null}
            <TextField name="name" label="Name of the search" required maxLength={SAVED_SEARCH_NAME_MAX} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField
                name="work_type"
                label="Work type"
                options={workTypes.options}
                placeholderOption="Any work type"
              />
              <SelectField
                name="category"
                label="Tender category"
                options={categories.options}
                placeholderOption="Any category"
              />
              <TextField name="location" label="Location contains" maxLength={SAVED_SEARCH_LOCATION_MAX} />
              <TextField name="pin_code_prefix" label="Pin code starts with" inputMode="numeric" maxLength={6} />
              <TextField name="value_min_crore" label="Value from (crore)" inputMode="decimal" />
              <TextField name="value_max_crore" label="Value up to (crore)" inputMode="decimal" />
              <TextField name="closing_within_days" label="Closing within (days)" inputMode="numeric" />
              <TextField
                name="keywords"
                label="Keywords in the project name"
                helperText="Every word must be in the name."
                maxLength={SAVED_SEARCH_KEYWORDS_MAX}
              />
            </SimpleGrid>
            <MatchesNow />
            <CheckboxField name="instant" label="Mail me each matching tender as soon as it is published" />
            <CheckboxField name="digest" label="Mail me a daily digest of the matching tenders" />
            {values.digest ? <SelectField name="digest_hour" label="Digest time" options={HOURS} /> : null}
            <HStack gap="3" justify="flex-end" flexWrap="wrap">
              <Button type="button" variant="ghost" onClick={onCancel}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                Save search
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

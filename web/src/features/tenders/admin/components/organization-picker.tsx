// The Admin picks the organisation a tender belongs to: search registered organisations
// by company name or email, choose one. The tender shows the chosen company's name.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { OrganizationChoice } from '@tender/shared/schemas/tenders-organization';
import { useField, useFormikContext } from 'formik';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { FormSection } from '../../../../components/form/form-section';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { isApiError } from '../../../../lib/api/api-error';
import { searchOrganizations } from '../api/search-organizations';
import type { TenderFormValues } from '../tender-form-values';

function useOrganizationSearch() {
  const [matches, setMatches] = useState<OrganizationChoice[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [searching, setSearching] = useState(false);
  const search = async (q: string) => {
    setSearching(true);
    setProblem(undefined);
    try {
      setMatches((await searchOrganizations(q.trim())).data);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : String(error));
    } finally {
      setSearching(false);
    }
  };
  return { matches, problem, searching, search, clear: () => setMatches(null) };
}

export function OrganizationPicker() {
  const { values, setFieldValue } = useFormikContext<TenderFormValues>();
  const [, meta] = useField<string>('organization_id');
  const [text, setText] = useState('');
  const lookup = useOrganizationSearch();
  const error = meta.touched && meta.error ? meta.error : undefined;

  const handleChoose = (choice: OrganizationChoice) => {
    void setFieldValue('organization_id', String(choice.id));
    void setFieldValue('organization_name', choice.company_name);
    lookup.clear();
  };

  return (
    <FormSection
      title="Organisation"
      description="The registered organisation inviting the tender: search by company name or email."
    >
      <Box gridColumn={{ md: 'span 2' }} minW="0">
        <Stack gap="3">
          <Text data-testid="chosen-organization">
            {values.organization_id ? `Chosen: ${values.organization_name}` : 'No organisation chosen yet.'}
          </Text>
          <Field label="Find an organisation" required invalid={Boolean(error)} errorText={error}>
            <HStack gap="2" width="full">
              <Input
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void lookup.search(text);
                }}
                placeholder="Company name or email"
                maxLength={100}
              />
              <Button variant="outline" loading={lookup.searching} onClick={() => void lookup.search(text)}>
                <Search aria-hidden="true" />
                Search
              </Button>
            </HStack>
          </Field>
          {lookup.problem ? <Text color="red.600">{lookup.problem}</Text> : null}
          {lookup.matches?.length === 0 ? <Text color="gray.700">No registered organisation matches.</Text> : null}
          {lookup.matches?.length ? (
            <Stack gap="2" role="group" aria-label="Matching organisations">
              {lookup.matches.map((choice) => (
                <Button
                  key={choice.id}
                  variant="outline"
                  justifyContent="flex-start"
                  whiteSpace="normal"
                  height="auto"
                  py="2"
                  onClick={() => handleChoose(choice)}
                >
                  {choice.company_name} ({choice.email})
                </Button>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Box>
    </FormSection>
  );
}
